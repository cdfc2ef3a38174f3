import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { decode } from '@jridgewell/sourcemap-codec';
import { describe, expect, it, inject } from 'vitest';

// The compiled server's source maps (scripts/build-server.mjs): a stack frame in the app's code names its .ts line; one in a
// bundled package keeps its place in the chunk and is never read as the app code before it.

const dir = inject('serverBuildDir');
const chunks = fs.readdirSync(dir).filter((file) => file.endsWith('.js'));

/** The chunk holding `needle`, with the 0-based line and column of its first character there. */
function whereIs(needle: string) {
  for (const file of chunks) {
    const lines = fs.readFileSync(path.join(dir, file), 'utf8').split('\n');
    const line = lines.findIndex((text) => text.includes(needle));
    if (line !== -1) return { file, line, column: lines[line]!.indexOf(needle) };
  }
  throw new Error(`${needle} is in no chunk`);
}

function entryFor(needle: string) {
  const { file, line, column } = whereIs(needle);
  const map = new SourceMap(JSON.parse(fs.readFileSync(path.join(dir, `${file}.map`), 'utf8')));
  return map.findEntry(line, column);
}

describe('the compiled server’s source maps', () => {
  it('lead a frame in the app’s code to its .ts file and line', () => {
    const entry = entryFor('function readSessionWithUser(');
    expect('originalSource' in entry && entry.originalSource).toMatch(/server\/auth\/sessions\.ts$/);
    const source = fs.readFileSync(path.resolve('server/auth/sessions.ts'), 'utf8').split('\n');
    expect('originalLine' in entry && source[entry.originalLine]).toContain('readSessionWithUser(');
  });

  it('leave a frame in a bundled package unmapped, not named after the app code before it', () => {
    const entry = entryFor('SelectQueryBuilderImpl=class{');
    expect('originalSource' in entry ? entry.originalSource : undefined).toBeUndefined();
  });

  it('name no package file at any position of any chunk, the end of each line included', () => {
    const named = new Set<string>();
    for (const file of chunks) {
      const payload = JSON.parse(fs.readFileSync(path.join(dir, `${file}.map`), 'utf8'));
      const map = new SourceMap(payload);
      const lines = fs.readFileSync(path.join(dir, file), 'utf8').split('\n');
      decode(payload.mappings).forEach((segments, line) => {
        for (const column of [...segments.map((segment) => segment[0]), Math.max(0, (lines[line]?.length ?? 1) - 1)]) {
          const entry = map.findEntry(line, column);
          if ('originalSource' in entry && entry.originalSource) named.add(entry.originalSource.replace(/^.*\/node_modules\//, 'node_modules/'));
        }
      });
    }
    expect([...named].filter((source) => source.startsWith('node_modules/'))).toEqual([]);
    expect([...named].some((source) => source.endsWith('server/auth/sessions.ts'))).toBe(true);
  });
});
