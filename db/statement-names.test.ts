import { expect, it } from 'vitest';
import { MAX_NAMED_STATEMENTS, PLAN_ONCE, SessionPlanning, StatementNames } from './statement-names';

it('names repeated reads and writes, not searches, `*`, transaction control or DDL, and at most so many', () => {
  const names = new StatementNames();
  const read = 'select "id" from "projects" where "client_id" = $1';
  expect(names.nameFor(read)).toBe(names.nameFor(read));
  expect(names.nameFor('with x as (select 1) select count(*) from x')).not.toBeNull();
  expect(names.nameFor('update "projects" set "status" = $1 where "id" = $2')).not.toBeNull();
  for (const unnamed of [
    'select "id" from "projects" where "search_text" like lower($1)',
    'select "id" from "invoices" where "number" ILIKE $1',
    'select * from "projects" where "id" = $1',
    'insert into "t" ("a") values ($1) returning *',
    'insert into "t" ("a") values ($1) on conflict ("a") where "b" = $2 do nothing returning "a"',
    'begin',
    'alter table "t" add column "b" int',
  ]) {
    expect(names.nameFor(unnamed)).toBeNull();
  }
  names.unname(read);
  expect(names.nameFor(read)).toBeNull();
  for (let i = 0; i < MAX_NAMED_STATEMENTS + 5; i++) names.nameFor(`select ${i} as "n" from "t" where "a" = $1`);
  expect(names.nameFor('select "b" from "t" where "a" = $1')).toBeNull();
});

it('names a statement marked to be planned once, and sets the session only when it must plan otherwise', () => {
  const names = new StatementNames();
  const marked = `select "id" from "steps" where "day" < $1 ${PLAN_ONCE}`;
  expect(names.nameFor(marked)).not.toBeNull();
  const planning = new SessionPlanning();
  expect(planning.setFor('select "id" from "steps" where "id" = $1', true)).toBeNull();
  expect(planning.setFor(marked, true)).toBe('SET plan_cache_mode = force_generic_plan');
  expect(planning.setFor(marked, true)).toBeNull();
  expect(planning.setFor('begin', false)).toBeNull();
  // A search goes unnamed: planned for its words whatever its mark.
  expect(planning.setFor(`select "id" from "steps" where "name" like $1 ${PLAN_ONCE}`, false)).toBe('RESET plan_cache_mode');
  expect(planning.setFor(marked, true)).toBe('SET plan_cache_mode = force_generic_plan');
  expect(planning.setFor('rollback', false)).toBeNull();
  expect(planning.setFor(marked, true)).toBe('SET plan_cache_mode = force_generic_plan');
  planning.forget();
  expect(planning.setFor('select "id" from "steps" where "id" = $1', true)).toBe('RESET plan_cache_mode');
});
