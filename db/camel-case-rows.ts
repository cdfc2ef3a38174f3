import { CamelCasePlugin, type PluginTransformResultArgs, type QueryResult, type UnknownRow } from 'kysely';
import { NamedStatementClient } from './named-statements';

// Tables have snake_case columns and the code camelCase names. Kysely's CamelCasePlugin renames a
// result by copying every row into a new object, key by key: for a screen's pages of rows, a tenth
// of what a request allocates. Instead, the PostgreSQL client renames the columns once, as their
// description arrives, so pg builds each row with its final names; the plugin leaves a row whose
// names need no change as it is, and renames only inside the JSON objects it holds (a
// jsonArrayFrom's rows), in place, as CamelCasePlugin renames them. Rows named any other way (the
// embedded database's) are renamed by CamelCasePlugin itself, as before.

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Object.prototype.toString.call(value) !== '[object Object]') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype;
}

export class CamelCaseRowsPlugin extends CamelCasePlugin {
  override async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const { rows } = args.result;
    if (!Array.isArray(rows) || rows.length === 0 || !this.#named(rows[0]!)) return super.transformResult(args);
    for (const row of rows) this.#renameInside(row);
    return args.result;
  }

  /** A column's name as rows carry it. */
  columnName(name: string): string {
    return this.camelCase(name);
  }

  /** Whether every column of the result already has its camelCase name (its rows share their keys). */
  #named(row: UnknownRow): boolean {
    for (const key in row) if (this.camelCase(key) !== key) return false;
    return true;
  }

  /** Renames the keys of the JSON objects in a row's values, as CamelCasePlugin's mapRow does. */
  #renameInside(row: UnknownRow): void {
    for (const key in row) {
      const value = row[key];
      if (Array.isArray(value)) {
        if (value.some(isPlainObject)) row[key] = value.map((item) => (isPlainObject(item) ? this.mapRow(item) : item));
      } else if (isPlainObject(value)) {
        row[key] = this.mapRow(value);
      }
    }
  }
}

interface RowDescription {
  fields: { name: string }[];
}

const columns = new CamelCaseRowsPlugin();

/** A PostgreSQL client whose rows carry their columns' camelCase names (see above). */
export class CamelCaseColumnsClient extends NamedStatementClient {
  _handleRowDescription(message: RowDescription): void {
    for (const field of message.fields) field.name = columns.columnName(field.name);
    (NamedStatementClient.prototype as unknown as { _handleRowDescription(message: RowDescription): void })._handleRowDescription.call(this, message);
  }
}
