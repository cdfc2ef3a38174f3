import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

// A preview site as an agency would host one, on another port over https (production frames https only) with a run's certificate,
// including the portal's /review.js. Its order button sits beside the heading when wide and under it when narrow.

function page(portal: string): string {
  return `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bakkerij preview</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; }
  header { display: flex; align-items: center; justify-content: space-between; padding: 24px 48px; }
  main { padding: 24px 48px; min-height: 1200px; }
  .order { font-size: 18px; padding: 12px 32px; background: #b45309; color: #fff; border: 0; border-radius: 8px; }
  @media (max-width: 600px) { header { flex-direction: column; align-items: flex-start; gap: 16px; padding: 16px; } main { padding: 16px; } }
</style>
<script src="${portal}/review.js" defer></script>
</head><body>
<header><h1>Bakkerij Visser</h1><button class="order" type="button">Bestel nu</button></header>
<main><p>Vers brood, elke ochtend.</p></main>
</body></html>`;
}

export interface PreviewSite {
  url: string;
  close: () => Promise<void>;
}

export async function startPreviewSite(portal: string): Promise<PreviewSite> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-preview-'));
  const key = path.join(folder, 'key.pem');
  const cert = path.join(folder, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost'], { stdio: 'ignore' });
  const server = https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page(portal));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        fs.rmSync(folder, { recursive: true, force: true });
      }),
  };
}
