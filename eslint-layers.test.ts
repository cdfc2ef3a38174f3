import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layer rules of eslint.config.js, tried on planted imports: each upward arrow fails the lint
// run with the layer's message, and the allowed ones pass.

const eslint = new ESLint({ cwd: import.meta.dirname });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

describe('the layers, as the lint run enforces them', () => {
  it.each([
    ['src/domain/planted.ts', `import { createDb } from '@/db/create-db';\nexport const x = createDb;\n`, 'src/ holds rules'],
    ['src/domain/planted.ts', `import { appRouter } from '@/server/routers';\nexport const x = appRouter;\n`, 'src/ holds rules'],
    ['src/domain/planted.ts', `import { trpc } from '@/client/lib/trpc';\nexport const x = trpc;\n`, 'src/ holds rules'],
    ['db/queries/planted.ts', `import { buildApp } from '@/server/app/app';\nexport const x = buildApp;\n`, 'db/ serves the server'],
    ['client/lib/planted.ts', `import { appRouter } from '@/server/routers';\nexport const x = appRouter;\n`, 'only types from the server'],
    ['migrations/20990101_0000_planted.ts', `import { ROLES } from '@/src/domain/statuses';\nexport const x = ROLES;\n`, 'Migrations are frozen'],
    ['server/payments/planted.ts', `import { loadAgenda } from '@/server/features/agenda/agenda';\nexport const x = loadAgenda;\n`, 'An adapter serves the features'],
    ['server/storage/planted.ts', `import { appRouter } from '@/server/routers';\nexport const x = appRouter;\n`, 'An adapter serves the features'],
    ['server/testing/planted.ts', `import { appLinks } from '@/client/lib/trpc-links';\nexport const x = appLinks;\n`, "never imports the browser app's code"],
    ['server/features/planted.ts', `import { trpc } from '@/client/lib/trpc';\nexport const x = trpc;\n`, 'nor the browser app'],
    ['server/mail/planted.ts', `import { trpc } from '@/client/lib/trpc';\nexport const x = trpc;\n`, 'nor the browser app'],
    ['server/routers/planted.ts', `import { DEV_MAILBOX_PATH } from '@/server/mail/dev-mailbox';\nimport { resolveRequestUser } from '@/server/http/session';\nexport const x = [DEV_MAILBOX_PATH, resolveRequestUser];\n`, 'The HTTP routes'],
    ['server/trpc/planted.ts', `import { buildApp } from '@/server/app/app';\nexport const x = buildApp;\n`, 'The HTTP routes'],
    ['server/auth/planted.ts', `import { trpc } from '@/client/lib/trpc';\nexport const x = trpc;\n`, 'nor the browser app'],
  ])('refuses %s importing upward (%#)', async (file, code, message) => {
    const errors = await layerErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it.each([
    ['client/lib/planted.ts', `import type { AppRouter } from '@/server/routers';\nexport type X = AppRouter;\n`],
    ['db/queries/planted.ts', `import { ROLES } from '@/src/domain/statuses';\nexport const x = ROLES;\n`],
    ['server/features/planted.ts', `import { recordPayment } from '@/server/payments/record-payment';\nexport const x = recordPayment;\n`],
    ['src/pdf/planted.test.ts', `import { pdfText } from '@/server/testing/pdf-text';\nexport const x = pdfText;\n`],
    ['server/http/planted.test.ts', `import { browserClient } from '@/client/testing/live-browser';\nexport const x = browserClient;\n`],
  ])('allows %s', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});

describe('comments, as the lint run enforces them', () => {
  const commentErrors = async (code: string) => {
    const [result] = await eslint.lintText(code, { filePath: 'server/features/planted.ts' });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'house/short-comments').map((m) => m.message);
  };

  it.each([
    ['three line comments in a row', `// one\n// two\n// three\nexport const x = 1;\n`],
    ['a doc comment of three lines', `/**\n * one\n * two\n * three\n */\nexport const x = 1;\n`],
  ])('refuses %s', async (_, code) => {
    expect(await commentErrors(code)).toEqual(['A comment says why in at most two lines (3 here); the code says what.']);
  });

  it.each([
    ['two line comments', `// one\n// two\nexport const x = 1;\n`],
    ['a doc comment of two lines between its delimiters', `/**\n * one\n * two\n */\nexport const x = 1;\n`],
    ['comments at the ends of consecutive lines', `export const x = 1; // one\nexport const y = 2; // two\nexport const z = 3; // three\n`],
    ['two comments apart', `// one\n// two\nexport const x = 1;\n// three\nexport const y = 2;\n`],
  ])('allows %s', async (_, code) => {
    expect(await commentErrors(code)).toEqual([]);
  });
});
