// Writes client/routeTree.gen.ts (gitignored) so `tsc` passes on a fresh clone before any build.
// Same options as the router plugin in vite.config.ts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Generator, getConfig } from '@tanstack/router-generator';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const config = getConfig(
  {
    target: 'react',
    routesDirectory: path.join(root, 'client', 'routes'),
    generatedRouteTree: path.join(root, 'client', 'routeTree.gen.ts'),
    quoteStyle: 'single',
    disableLogging: true,
  },
  root,
);

await new Generator({ config, root }).run();
