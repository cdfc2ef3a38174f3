import { createHash } from 'node:crypto';

/** The id bench/scale-data.ts gives the n-th row of a kind: md5('kind-n')::uuid, computed here. */
export function scaleId(kind: 'admin' | 'developer' | 'client' | 'project', n: number): string {
  const hex = createHash('md5').update(`${kind}-${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
