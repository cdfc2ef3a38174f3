import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startHeapFlags } from './bench/server-node';

// `npm start`, the image and the bench run the server with the same heap budget (docs/operations.md); its young generation stays at
// V8's own size (docs/decisions/young-generation.md).
const imageOptions = /NODE_OPTIONS="([^"]*)"/.exec(fs.readFileSync('docker/Dockerfile', 'utf8'))?.[1]?.split(' ');

describe('the server heap flags', () => {
  it('gives the heap a budget in npm start', () => {
    expect(startHeapFlags()).toEqual(['--max-old-space-size=512']);
  });

  it('gives the image the same flags through NODE_OPTIONS', () => {
    expect(imageOptions).toEqual(startHeapFlags());
  });
});
