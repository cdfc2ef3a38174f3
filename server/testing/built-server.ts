import path from 'node:path';
import { inject } from 'vitest';

/** node's arguments for an entry of the server this test run compiled ('main', 'cli/seed', …): see global-setup.ts. */
export function builtEntry(entry: string): string[] {
  return ['--enable-source-maps', path.join(inject('serverBuildDir'), `${entry}.js`)];
}
