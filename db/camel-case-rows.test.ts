import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CamelCasePlugin, sql, type QueryResult, type UnknownRow } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { createTestDb } from './testing/test-db';
import type { DbHandle } from './create-db';
import { CamelCaseRowsPlugin } from './camel-case-rows';

// Rows reach the code with camelCase names whichever way they come: renamed by the PostgreSQL
// client as they are built, or by the plugin afterwards. Either way they read as Kysely's
// CamelCasePlugin makes them.

async function renamed(plugin: CamelCasePlugin, rows: UnknownRow[]): Promise<UnknownRow[]> {
  const result: QueryResult<UnknownRow> = { rows };
  const { rows: out } = await plugin.transformResult({ queryId: { queryId: 'q' }, result });
  return out;
}

const at = new Date('2026-11-27T20:18:06.123Z');
const snakeRows = () => [
  { id: 'a', project_id: 'p', created_at: at, steps: [{ step_name: 'Intake', sign_off: { approver_name: 'Bakkerij' } }], tags: ['x_y'], file: Buffer.from('b') },
  { id: 'b', project_id: 'q', created_at: null, steps: [], tags: [], file: null },
];

describe('camelCase rows', () => {
  it('renames snake_case rows as CamelCasePlugin does', async () => {
    expect(await renamed(new CamelCaseRowsPlugin(), snakeRows())).toEqual(await renamed(new CamelCasePlugin(), snakeRows()));
  });

  it('keeps rows already named in camelCase, renaming only the JSON objects inside them', async () => {
    const rows = (await renamed(new CamelCasePlugin(), snakeRows())).map((row, index) => ({ ...row, steps: snakeRows()[index]!.steps }));
    const expected = await renamed(new CamelCasePlugin(), snakeRows());
    const out = await renamed(new CamelCaseRowsPlugin(), rows);
    expect(out).toEqual(expected);
    expect(out[0]).toBe(rows[0]);
    expect(out[0]!.createdAt).toBe(at);
    expect(out[0]!.steps).toEqual([{ stepName: 'Intake', signOff: { approverName: 'Bakkerij' } }]);
  });

  describe('from the database', () => {
    let handle: DbHandle;
    beforeAll(async () => {
      handle = await createTestDb();
    });
    afterAll(() => handle.close());

    it('reads columns, aliases and nested rows in camelCase', async () => {
      const { db } = handle;
      const row = await db
        .selectNoFrom(() => [
          sql<string>`'Bakkerij Visser'`.as('full_name'),
          sql<Date>`'2026-11-27 20:18:06.123+00'::timestamptz`.as('createdAt'),
          jsonArrayFrom(db.selectNoFrom(sql<string>`'Intake'`.as('step_name'))).as('open_steps'),
        ])
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ fullName: 'Bakkerij Visser', createdAt: at, openSteps: [{ stepName: 'Intake' }] });
    });
  });
});
