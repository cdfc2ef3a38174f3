import { createHash } from 'node:crypto';

/** One template per checkout, so two checkouts on one PostgreSQL server can test at the same time. */
export const PG_TEMPLATE_DB = `kp_test_template_${createHash('sha256').update(process.cwd()).digest('hex').slice(0, 8)}`;

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
