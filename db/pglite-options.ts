import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const OID_DATE = 1082;

// Dates stay 'YYYY-MM-DD' strings (no time-zone shift), as the pg driver is set up to give them.
export const pgliteParsers = { [OID_DATE]: (value: string) => value };

// PGlite's WebAssembly memory never shrinks, so the default 128 MB of buffers (and room for 100 connections) would fill and stay;
// 32 MB keeps an agency's hot pages, and the OS's file cache, which it can take back, holds the rest.
const MEMORY = ['-c', 'shared_buffers=32MB', '-c', 'max_connections=5'];
/**
 * An agency's database sits in memory, where an index lookup costs about a sequential read. With the default 4 (spinning disks)
 * the planner would rather read all of profiles than look up the 50 authors of a page of messages. Both databases start with it.
 */
export const PLANNER_SETTINGS = ['-c', 'random_page_cost=1.1'];

/**
 * How every PGlite instance opens: those parsers and that memory, and pg_trgm (the search indexes'
 * extension; PostgreSQL has it built in, PGlite loads it per instance).
 */
export const pgliteOptions = { parsers: pgliteParsers, extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, ...MEMORY, ...PLANNER_SETTINGS] };
