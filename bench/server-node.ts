import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The server under load runs on production's Node line (docker/Dockerfile), fetched once from the npm registry's `node`
// package if this machine has another; BENCH_SERVER_NODE=current keeps the bench's own Node, a path names another.

export interface ServerNode {
  path: string;
  version: string;
}

/** The Node major version of the production image. */
function productionNodeMajor(): number {
  const match = /^ARG NODE_IMAGE=node:(\d+)\b/m.exec(fs.readFileSync('docker/Dockerfile', 'utf8'));
  if (!match) throw new Error('docker/Dockerfile names no ARG NODE_IMAGE=node:<major>');
  return Number(match[1]);
}

/** The V8 heap flags `npm start` gives the server (package.json), which the image's NODE_OPTIONS repeats. */
export function startHeapFlags(): string[] {
  const start: string = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts.start;
  return start.split(' ').filter((part) => part.startsWith('--max-'));
}

const versionOf = (binary: string) => execFileSync(binary, ['--version']).toString().trim();

export function serverNode(): ServerNode {
  const chosen = process.env.BENCH_SERVER_NODE;
  const current = { path: process.execPath, version: process.version };
  if (chosen === 'current') return current;
  if (chosen) return { path: chosen, version: versionOf(chosen) };
  const major = productionNodeMajor();
  if (process.versions.node.split('.')[0] === String(major)) return current;
  const prefix = path.join(os.tmpdir(), `klantportaal-bench-node-${major}`);
  const binary = path.join(prefix, 'node_modules', 'node', 'bin', 'node');
  if (!fs.existsSync(binary)) {
    console.log(`server: Node ${major}, as in docker/Dockerfile, from the npm registry into ${prefix}`);
    fs.mkdirSync(prefix, { recursive: true });
    try {
      execFileSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', `node@${major}`], { stdio: 'inherit' });
    } catch {
      console.log(`server: no Node ${major} to be had; it runs on this Node, ${process.version}, and RESULTS.md says so`);
      return current;
    }
  }
  return { path: binary, version: versionOf(binary) };
}
