import type { Plugin } from 'vite';

// The size each source module contributes to each chunk (.vite/modules.json, beside Vite's manifest), so scripts/bundle-budget.mjs can
// name the biggest modules when a budget is exceeded.

export function bundleReport(): Plugin {
  return {
    name: 'klantportaal-bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, { module: string; bytes: number }[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.entries(output.modules)
          .map(([id, info]) => ({ module: id.replace(process.cwd() + '/', ''), bytes: info.renderedLength }))
          .filter((m) => m.bytes > 0);
      }
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(chunks) });
    },
  };
}
