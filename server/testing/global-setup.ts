import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import migratedTemplate from '@/db/testing/global-setup';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server and CLI commands compiled for this run (built-server.ts). */
    serverBuildDir: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Built once per run like `npm run build`, into this run's own folder under dist/ (where the unbundled packages resolve): tests that
 * start processes run it, as one bundle starts in a fraction of what tsx takes for the sources.
 */
async function compiledServer(project: TestProject) {
  fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
  const outdir = fs.mkdtempSync(path.join(root, 'dist', 'test-server-'));
  await promisify(execFile)(process.execPath, ['scripts/build-server.mjs', '--outdir', outdir], { cwd: root });
  project.provide('serverBuildDir', outdir);
  return () => fs.rmSync(outdir, { recursive: true, force: true });
}

/** The run's migrated database template and its compiled server, made at the same time. */
export default async function setup(project: TestProject) {
  const teardowns = await Promise.all([migratedTemplate(project), compiledServer(project)]);
  return async () => {
    for (const teardown of teardowns) await teardown?.();
  };
}
