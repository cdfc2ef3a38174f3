import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const OID_DATE = 1082;

// Dates stay 'YYYY-MM-DD' strings (no time-zone shift), as the pg driver is set up to give them.
export const pgliteParsers = { [OID_DATE]: (value: string) => value };

// PostgreSQL's shared memory lives inside PGlite's WebAssembly memory, which never shrinks: the
// default 128 MB of buffers (and room for 100 connections it cannot have) fill up under load and
// stay. 32 MB of buffers keeps the hot pages of an agency's data; the rest comes from the OS's
// file cache, which the operating system can take back.
const MEMORY = ['-c', 'shared_buffers=32MB', '-c', 'max_connections=5'];
// The data is on a local disk and mostly in memory: reading a page by index costs about what reading
// the next one does. With PostgreSQL's default (4, for spinning disks) the planner would rather read
// all of profiles than look up the 50 authors of a page of messages.
const PLANNER = ['-c', 'random_page_cost=1.1'];

/**
 * How every PGlite instance opens: those parsers and that memory, and pg_trgm (the search indexes'
 * extension; PostgreSQL has it built in, PGlite loads it per instance).
 */
export const pgliteOptions = { parsers: pgliteParsers, extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, ...MEMORY, ...PLANNER] };
