import type { ColumnType } from 'kysely';

// The kinds of column every table type is made of. Money is numeric, read as an exact string
// ('30.00'); `date` columns are read as 'YYYY-MM-DD' strings (see the type parsers in create-db.ts).

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Money = ColumnType<string, string | number, string | number>;
export type DateOnly = ColumnType<string, string, string>;
