import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import shortComments from './eslint-rules/short-comments.js';

// The layers (DESIGN.md, "Layout"): an import that climbs against them fails the lint run.
const layer = (message, group, extra = {}) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group, message, ...extra }] }],
});
const APP = ['@/src/**', '@/db/**', '@/server/**', '@/client/**', '@/migrations/**', '@/bench/**', '@/e2e/**', '../**'];
const FEATURES = ['features', 'routers', 'http', 'trpc', 'cli'].flatMap((folder) => [`@/server/${folder}`, `@/server/${folder}/**`]);

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'client/routeTree.gen.ts', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Plain Node scripts (not type-checked) run outside the TypeScript project.
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', setTimeout: 'readonly', performance: 'readonly' } },
  },
  {
    // Migrations are frozen in time and typed Kysely<any> on purpose (Kysely's advice).
    files: ['migrations/**/*.ts', 'db/migrator.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    plugins: { house: { rules: { 'short-comments': shortComments } } },
    rules: {
      'house/short-comments': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]",
          message: 'No focused tests.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: layer('src/ holds rules and words both sides share: it imports nothing from db, server or client.', ['@/db/**', '@/server/**', '@/client/**', '@/migrations/**', 'node:*']),
  },
  {
    // Tests of src/ may use the test kits in server/testing (reading a PDF's text, say).
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@/(db|client|migrations)/|^@/server/(?!testing/)', message: 'src/ holds rules and words both sides share: it imports nothing from db, server or client.' }] },
      ],
    },
  },
  {
    files: ['db/**/*.ts'],
    rules: layer('db/ serves the server: it imports src/ and migrations/, never server/ or client/.', ['@/server/**', '@/client/**']),
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/server/**', '@/db/**', '@/migrations/**'], message: 'The browser takes only types from the server (import type).', allowTypeImports: true },
            // sonner loads after the page has drawn; client/lib/toast queues what is asked for before.
            { group: ['sonner'], message: "Toasts go through '@/client/lib/toast', which loads sonner after the page has drawn.", allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    files: ['migrations/**/*.ts'],
    rules: layer('Migrations are frozen in time: they import kysely only, nothing of the app.', APP),
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: layer("The server never imports the browser app's code.", ['@/client/**']),
  },
  {
    files: ['server/{features,routers,trpc,auth,events,services}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: layer(
      "The HTTP routes and the app's assembly (server/http, server/app) use the procedures, features and sessions; these never import them, nor the browser app.",
      ['@/server/http', '@/server/http/**', '@/server/app', '@/server/app/**', '@/client/**'],
    ),
  },
  {
    files: ['server/payments/**/*.ts', 'server/storage/**/*.ts', 'server/mail/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: layer('An adapter serves the features; it never imports one (nor routers, HTTP routes, tRPC or the CLI), nor the browser app.', [...FEATURES, '@/client/**']),
  },
);
