import fs from 'node:fs';

// Processor time (user and system, Linux /proc) of the three parties of a bench on one machine: the server, PostgreSQL and the
// load generator. Their sum per request bounds req/s: two cores give 2,000 ms of it a second.

export interface CpuTimes {
  server: number;
  /** Every process named `postgres` (the server and its backends); null when none runs on this machine (PGlite, a remote server). */
  database: number | null;
  generator: number;
}

const TICK_MS = 10;

/** utime and stime of /proc/<pid>/stat, fields 14 and 15, counted after the command name in parentheses. */
function statCpuMs(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

function postgresCpuMs(): number | null {
  let total: number | null = null;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === 'postgres') total = (total ?? 0) + statCpuMs(stat);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

/** `postgres`: the bench's database is PostgreSQL (on PGlite a PostgreSQL that runs beside the bench is not its database). */
export function cpuTimes(serverCpuMs: () => number, postgres: boolean): CpuTimes {
  const own = process.cpuUsage();
  return { server: serverCpuMs(), database: postgres ? postgresCpuMs() : null, generator: (own.user + own.system) / 1000 };
}

const combine = (a: CpuTimes, b: CpuTimes, by: (x: number, y: number) => number): CpuTimes => ({
  server: by(a.server, b.server),
  database: a.database === null || b.database === null ? null : by(a.database, b.database),
  generator: by(a.generator, b.generator),
});

/** Processor time spent over several spans, each between two readings, per request: in ms. */
export function perRequest(spans: { before: CpuTimes; after: CpuTimes }[], requests: number): CpuTimes {
  const spent = spans.map(({ before, after }) => combine(after, before, (to, from) => to - from));
  const total = spent.reduce((sum, span) => combine(sum, span, (x, y) => x + y));
  return combine(total, total, (x) => x / Math.max(requests, 1));
}
