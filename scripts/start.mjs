// `npm start`: build the browser app when it is missing or older than its sources, then serve.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const builtIndex = path.join(root, 'dist', 'client', 'index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

function needsBuild() {
  if (!fs.existsSync(path.join(root, 'client', 'index.html'))) return false;
  if (!fs.existsSync(builtIndex)) return true;
  const sources = Math.max(newestMtime(path.join(root, 'client')), newestMtime(path.join(root, 'src')));
  return sources > fs.statSync(builtIndex).mtimeMs;
}

if (process.env.SKIP_CLIENT_BUILD !== '1' && needsBuild()) {
  console.log('Klantportaal: de browser-app wordt gebouwd (eenmalig)...');
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
}

register();
await import('../server/app/main.ts');
