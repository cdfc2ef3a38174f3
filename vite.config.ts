import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { precompress } from './scripts/precompress';
import { bundleReport } from './scripts/bundle-report';
import { routePreloads } from './scripts/route-preloads';
import { chunkGroups } from './scripts/chunk-groups';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));
const routesDirectory = path.join(repoRoot, 'client', 'routes');
// The pathless layout of every signed-in page (client/routes/_app.tsx).
const SIGNED_IN_LAYOUT = '_app';
// `npm run dev` runs the API on its own port; the dev server forwards API paths to it.
const apiTarget = `http://localhost:${process.env.API_PORT ?? '3001'}`;
// changeOrigin stays false so the API sees the browser's Host and its Origin check passes.
const toApi = { target: apiTarget, changeOrigin: false };

const browserApp = {
  outDir: '../dist/client',
  emptyOutDir: true,
  // Read by scripts/bundle-budget.mjs (with .vite/modules.json from bundleReport).
  manifest: true,
  // Every browser the portal supports preloads modules itself; the polyfill would only load first.
  modulePreload: { polyfill: false },
  rolldownOptions: {
    output: {
      codeSplitting: { groups: chunkGroups({ routesDirectory, signInRoute: 'auth', signedInLayout: SIGNED_IN_LAYOUT }) },
    },
  },
};

// `vite build --ssr`: the app's server entry (client/entry-server.tsx) for Node, which draws a page's
// first screen into its HTML (server/http/page-render.ts). Packages stay in node_modules.
const serverEntry = {
  outDir: '../dist/ssr',
  emptyOutDir: true,
  rolldownOptions: { input: path.join(repoRoot, 'client', 'entry-server.tsx') },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  plugins: [
    // Must come before the React plugin. Paths are absolute so they do not depend on `root`.
    tanstackRouter({
      target: 'react',
      // The server loads every route at start anyway; one file is simpler there.
      autoCodeSplitting: !isSsrBuild,
      routesDirectory,
      generatedRouteTree: path.join(repoRoot, 'client', 'routeTree.gen.ts'),
      quoteStyle: 'single',
    }),
    react(),
    ...(isSsrBuild
      ? []
      : [tailwindcss(), precompress(), bundleReport(), routePreloads({ routesDirectory, signedInLayout: SIGNED_IN_LAYOUT })]),
  ],
  resolve: { alias: [{ find: /^@\//, replacement: `${repoRoot}/` }] },
  build: isSsrBuild ? serverEntry : browserApp,
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: { '/trpc': toApi, '/api': toApi, '/healthz': toApi, '/review.js': toApi },
  },
}));
