import fs from 'node:fs';
import os from 'node:os';
import type { LoadResult } from './load';

// The one table `npm run bench` prints and writes to bench/RESULTS.md.

export interface Row {
  name: string;
  result?: LoadResult;
  /** The bare route's result, for the ratio; absent for cases without one. */
  bare?: LoadResult;
  note?: string;
}

// The targets on the 2-core machine with PostgreSQL.
const TARGET = { ratio: 0.7, p99: 50 };

function misses(row: Row): string[] {
  const r = row.result;
  if (!r) return [];
  const missed: string[] = [];
  if (r.errors > 0) missed.push('errors');
  if (r.p99 > TARGET.p99) missed.push('p99');
  if (row.bare && !(r.requestsPerSecond / row.bare.requestsPerSecond >= TARGET.ratio)) missed.push('ratio');
  return missed;
}

export function resultTable(rows: Row[]): string {
  const lines = ['| case | req/s | p50 ms | p99 ms | errors | ratio to bare | target |', '| --- | ---: | ---: | ---: | ---: | ---: | --- |'];
  for (const row of rows) {
    const r = row.result;
    if (!r) {
      lines.push(`| ${row.name} | – | – | – | – | – | ${row.note ?? 'skipped'} |`);
      continue;
    }
    const ratio = row.bare?.requestsPerSecond ? (r.requestsPerSecond / row.bare.requestsPerSecond).toFixed(2) : '';
    const missed = misses(row);
    lines.push(
      `| ${row.name} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${ratio} | ${missed.length ? `missed: ${missed.join(', ')}` : 'met'} |`,
    );
  }
  return lines.join('\n');
}

export function machineLine(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)} at the end`;
}

/** Replaces this database's section of bench/RESULTS.md, keeping the other database's. */
export function writeResults(file: string, database: string, section: string): void {
  const heading = `## ${database}`;
  const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const sections = new Map<string, string>();
  for (const part of old.split(/^(?=## )/m).filter((p) => p.startsWith('## '))) sections.set(part.split('\n')[0]!, part.trimEnd());
  sections.set(heading, `${heading}\n\n${section.trimEnd()}`);
  const intro = [
    '# Load benchmark results',
    '',
    'Written by `npm run bench` (bench/run.ts) on the data of `npm run bench:seed` (bench/scale-data.ts).',
    'Targets, with PostgreSQL: ratio to the bare route ≥ 0.7, p99 ≤ 50 ms, 0 errors; the',
    'server\'s RSS stays under 250 MB at 50 connections.',
  ].join('\n');
  fs.writeFileSync(file, `${intro}\n\n${[...sections.values()].join('\n\n')}\n`);
}
