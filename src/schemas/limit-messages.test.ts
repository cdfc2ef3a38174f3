// Every length limit (and number bound) in the shared schemas speaks Dutch from the
// catalogue, so zod's English default never reaches a screen. New schemas are found by themselves.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { nl } from '@/src/text/nl';

type AnySchema = z.core.$ZodType;
type Limit = { where: string; schema: AnySchema; input: string | number; code: 'too_small' | 'too_big'; bound: number };

const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });
// The catalogue: the one object and the files imported by themselves (words the sign-in page does without).
const catalogueFiles = import.meta.glob<Record<string, unknown>>(['../text/nl/*.ts'], { eager: true });

function isSchema(value: unknown): value is AnySchema {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** The schemas a def points to: object fields, both ends of a pipe, the inside of optional/default/union… */
function children(def: Record<string, unknown>): [string, unknown][] {
  const found: [string, unknown][] = [];
  if (def.shape && typeof def.shape === 'object') found.push(...Object.entries(def.shape));
  for (const key of ['in', 'out', 'innerType', 'element', 'left', 'right', 'keyType', 'valueType']) found.push([key, def[key]]);
  if (Array.isArray(def.options)) def.options.forEach((option, i) => found.push([`option ${i}`, option]));
  if (Array.isArray(def.items)) def.items.forEach((item, i) => found.push([`item ${i}`, item]));
  return found.filter(([, value]) => isSchema(value));
}

/** Every min/max check below `schema`, each with an input that breaks exactly that bound. */
function limitsOf(schema: AnySchema, where: string, seen = new Set<AnySchema>()): Limit[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown>;
  // `.catch(value)` replaces a bad input (a page number in the address bar): what fails below it never shows.
  if (def.type === 'catch') return [];
  const limits: Limit[] = [];
  const checks = (def.checks ?? []) as { _zod: { def: Record<string, unknown> } }[];
  for (const check of checks) {
    const { check: kind, minimum, maximum, value, inclusive } = check._zod.def;
    if (kind === 'min_length' && typeof minimum === 'number') {
      limits.push({ where, schema, input: 'a'.repeat(minimum - 1), code: 'too_small', bound: minimum });
    } else if (kind === 'max_length' && typeof maximum === 'number') {
      limits.push({ where, schema, input: 'a'.repeat(maximum + 1), code: 'too_big', bound: maximum });
    } else if ((kind === 'greater_than' || kind === 'less_than') && typeof value === 'number') {
      const step = inclusive ? 1 : 0;
      const input = kind === 'greater_than' ? value - step : value + step;
      limits.push({ where, schema, input, code: kind === 'greater_than' ? 'too_small' : 'too_big', bound: value });
    }
  }
  for (const [key, child] of children(def)) limits.push(...limitsOf(child as AnySchema, `${where}.${key}`, seen));
  return limits;
}

/** Every text of the catalogue; a message template is filled in with the limit it reports. */
function catalogue(bound: number): Set<string> {
  const texts = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') texts.add(value);
    else if (typeof value === 'function' && value.length === 1) texts.add(String((value as (n: number) => unknown)(bound)));
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(visit);
  };
  visit(nl);
  visit(catalogueFiles);
  return texts;
}

/** A maximum (or a minimum above 1) names its number, so "too long" never reads as "too short". */
function namesItsBound(limit: Limit, message: string): boolean {
  if (limit.code === 'too_small' && limit.bound <= 1) return true;
  return message.includes(String(limit.bound));
}

// Tokens arrive in a mailed link; a person can only be told that the link does not work.
const NOT_TYPED_BY_PEOPLE = [
  'auth.resetPasswordSchema.token',
  'account-security.confirmEmailSchema.token',
  'invitations.invitationTokenSchema.token',
  'invitations.acceptInvitationSchema.token',
  'quotes.quoteTokenSchema.token',
  'quotes.acceptQuoteSchema.token',
  'quotes.declineQuoteSchema.token',
];
// Where a pin sits (selector, path, position, viewport, screenshot) is written by the review snippet, not typed.
const WRITTEN_BY_THE_SNIPPET = /^review\.(pagePin|imagePin|placePin)Schema\.(where\.option \d\.)?(selector|path|textFallback|elementName|xFraction|yFraction|viewportWidth|viewportHeight|screenshot)\b/;
const typedByPeople = (where: string) => !NOT_TYPED_BY_PEOPLE.includes(where) && !WRITTEN_BY_THE_SNIPPET.test(where);

const exported = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(module)
    .filter(([, value]) => isSchema(value))
    .map(([name, value]) => ({ name: `${file.replace('./', '').replace('.ts', '')}.${name}`, schema: value as AnySchema })),
);
const limits = exported.flatMap(({ name, schema }) => limitsOf(schema, name));

describe('the length limits of every shared schema', () => {
  it('finds the schemas and their limits (the walk itself works)', () => {
    expect(exported.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['auth.loginSchema', 'auth.passwordSchema', 'intake.intakeSchema', 'onboarding.companyDetailsSchema']),
    );
    expect(limits.filter((limit) => limit.where.startsWith('auth.loginSchema')).map((limit) => `${limit.code} ${limit.bound}`)).toEqual([
      'too_small 1',
      'too_big 320',
      'too_small 1',
      'too_small 6',
      'too_big 256',
    ]);
    expect(limits.length).toBeGreaterThan(100);
  });

  it.each(limits.map((limit) => [`${limit.where} ${limit.code} ${limit.bound}`, limit] as const))(
    '%s answers with a Dutch message from the catalogue that names the limit',
    async (_name, limit) => {
      const result = await (limit.schema as z.ZodType).safeParseAsync(limit.input);
      const issue = result.error?.issues.find(
        (candidate) =>
          candidate.code === limit.code && ('minimum' in candidate ? candidate.minimum : candidate.maximum) === limit.bound,
      );
      expect(issue, `geen ${limit.code} bij ${JSON.stringify(limit.input).slice(0, 20)}`).toBeDefined();
      expect(catalogue(limit.bound)).toContain(issue!.message);
      if (typedByPeople(limit.where)) expect(namesItsBound(limit, issue!.message), issue!.message).toBe(true);
    },
  );
});
