import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import superjson from 'superjson';
import type { LightMyRequestResponse } from 'fastify';
import { TRPCError } from '@trpc/server';
import { buildApp } from '@/server/app/app';
import type { Services } from '@/server/services';
import { appRouter } from './';
import { atProcedurePath } from '@/src/procedure-path';
import { createSession } from '@/server/auth/sessions';
import { callerFor, createTestEnv, createTestProject, createTestUser, type TestEnv } from '@/server/testing/harness';
import { fuzzInput, randomSource } from '@/server/testing/fuzz-inputs';

// Every procedure, listed from the router itself, gets generated inputs as anonymous and as each role, plus malformed batches and URL
// encodings: none may answer 500, fail internally or show a stack. The first few per actor also go over HTTP, where answers are formatted.

const INPUTS_PER_ACTOR = 50;
/** A procedure without an input parser ignores what it is sent: more inputs would repeat the same call. */
const INPUTS_PER_ACTOR_WITHOUT_INPUT = 3;
/** Of each actor's inputs, these go over HTTP as well (subscriptions: all of them, as streams). */
const OVER_HTTP_PER_ACTOR = 3;
const ACTORS = ['anonymous', 'client', 'developer', 'admin'] as const;
const origin = 'http://localhost:3000';
const headers = { origin, host: 'localhost:3000' };

let env: TestEnv;
let services: Services;
let app: Awaited<ReturnType<typeof buildApp>>;
const users = {} as Record<Exclude<(typeof ACTORS)[number], 'anonymous'>, { id: string }>;

beforeAll(async () => {
  env = await createTestEnv();
  // Production: no stack traces, and the Dutch generic message for anything unexpected.
  services = { ...env.services, config: { ...env.services.config, production: true, authRateLimitMax: 1_000_000 } };
  app = await buildApp({ services });
  for (const role of ['client', 'developer', 'admin'] as const) users[role] = await createTestUser(env.services, { role });
  await createTestProject(env.services, { clientId: users.client.id, packageType: 'website', developerId: users.developer.id });
});
afterAll(async () => {
  await app.close();
  await env.close();
});

async function sessionCookie(actor: (typeof ACTORS)[number]): Promise<Record<string, string>> {
  if (actor === 'anonymous') return {};
  const { token } = await createSession(env.services.db, users[actor].id);
  return { session: token };
}

const problems: string[] = [];

function check(what: string, response: LightMyRequestResponse) {
  const body = response.body;
  if (response.statusCode >= 500) problems.push(`${what}: ${response.statusCode} ${body.slice(0, 200)}`);
  // A stack frame ("    at fn (file:1:2)") or a "stack" field would leak the server's insides.
  if (/\n\s+at\s|"stack"|node_modules|\/server\//.test(body)) problems.push(`${what}: stack in body ${body.slice(0, 200)}`);
}

/**
 * A subscription's stream stays open: read until its error event, or briefly after opening (an admitted stream is an answer too).
 * A server error there is an INTERNAL_SERVER_ERROR in the error event, not a status code.
 */
async function subscribe(path: string, serialized: string, cookies: Record<string, string>): Promise<LightMyRequestResponse> {
  const response = await app.inject({ method: 'GET', url: `/trpc/${path}?input=${encodeURIComponent(serialized)}`, headers, cookies, payloadAsStream: true });
  const stream = response.stream();
  let body = '';
  await new Promise<void>((resolve) => {
    let idle: NodeJS.Timeout | undefined;
    const finish = () => {
      clearTimeout(idle);
      stream.destroy();
      resolve();
    };
    stream.on('data', (chunk: Buffer) => {
      body += chunk.toString();
      clearTimeout(idle);
      if (/event: serialized-error\ndata: .*\n/.test(body)) return finish();
      idle = setTimeout(finish, 50);
    });
    stream.on('end', finish);
    stream.on('error', finish);
  });
  const failed = /"code":"INTERNAL_SERVER_ERROR"|"httpStatus":5\d\d/.test(body);
  return { ...response, statusCode: failed ? 500 : response.statusCode, body } as LightMyRequestResponse;
}

/** The input as the server reads it from the wire: superjson's JSON, or null for what superjson cannot write. */
function serialize(input: unknown): string {
  try {
    return JSON.stringify(superjson.serialize(input));
  } catch {
    return '{"json":null}';
  }
}

function send(path: string, type: string, input: unknown, cookies: Record<string, string>) {
  const serialized = serialize(input);
  if (type === 'subscription') return subscribe(path, serialized, cookies);
  if (type === 'query') {
    return app.inject({ method: 'GET', url: `/trpc/${path}?input=${encodeURIComponent(serialized)}`, headers, cookies });
  }
  return app.inject({ method: 'POST', url: `/trpc/${path}`, headers: { ...headers, 'content-type': 'application/json' }, cookies, payload: serialized });
}

/** The procedure at a dotted path of a caller. */
function callableAt(caller: object, path: string): (input: unknown) => Promise<unknown> {
  return atProcedurePath<(input: unknown) => Promise<unknown>>(caller, path);
}

/** A refusal is an answer; an internal error (anything not a deliberate TRPCError) is the server's fault. */
async function checkCall(what: string, call: () => Promise<unknown>) {
  try {
    await call();
  } catch (error) {
    if (!(error instanceof TRPCError) || error.code === 'INTERNAL_SERVER_ERROR') problems.push(`${what}: ${String(error)} ${String((error as Error).cause ?? '')}`.slice(0, 300));
  }
}

describe('fuzzing every procedure', () => {
  const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string; inputs: unknown[] } }>);

  it('covers every procedure of the app router', () => {
    expect(procedures.length).toBeGreaterThan(40);
  });

  for (const [path, procedure] of procedures) {
    const inputsPerActor = procedure._def.inputs.length > 0 ? INPUTS_PER_ACTOR : INPUTS_PER_ACTOR_WITHOUT_INPUT;
    it(`${path}: ${inputsPerActor * ACTORS.length} generated inputs answer without a 500 or a stack`, async () => {
      const random = randomSource([...path].reduce((hash, char) => hash * 31 + char.charCodeAt(0), 7));
      problems.length = 0;
      const subscription = procedure._def.type === 'subscription';
      for (const actor of ACTORS) {
        const cookies = await sessionCookie(actor);
        // The session is read once per actor, as for one batched request: what is fuzzed is the input,
        // and each HTTP request above reads its session again.
        const call = callableAt(await callerFor(services, actor === 'anonymous' ? undefined : users[actor], { batch: true }), path);
        const inputs = Array.from({ length: inputsPerActor }, () => fuzzInput(random));
        if (subscription) {
          // Each stream waits a moment to settle: one actor's streams are open at once, so the waits overlap.
          await Promise.all(inputs.map(async (input, i) => check(`${path} as ${actor} #${i}`, await send(path, procedure._def.type, input, cookies))));
          continue;
        }
        for (const [i, input] of inputs.entries()) {
          if (i < OVER_HTTP_PER_ACTOR) check(`${path} as ${actor} #${i}`, await send(path, procedure._def.type, input, cookies));
          // A structured clone is plain data as off the wire, keeping what superjson carries (dates, maps, sets, big integers, undefined).
          await checkCall(`${path} as ${actor} #${i} (caller)`, () => call(structuredClone(input)));
        }
      }
      expect(problems).toEqual([]);
      // A stream is read until it settles, which takes longer than a plain answer.
    }, procedure._def.type === 'subscription' ? 90_000 : undefined);
  }

  it('answers malformed batches and URL encodings without a 500 or a stack', async () => {
    problems.length = 0;
    const cookies = await sessionCookie('admin');
    const paths = procedures.map(([path]) => path);
    const malformed: { method: 'GET' | 'POST'; url: string; payload?: string }[] = [
      { method: 'GET', url: '/trpc/auth.me?batch=1&input=%E0%A4%A' },
      { method: 'GET', url: '/trpc/auth.me?batch=1&input=not-json' },
      { method: 'GET', url: '/trpc/auth.me?input=%7B%22json%22%3A' },
      { method: 'GET', url: '/trpc/%E0%A4%A' },
      { method: 'GET', url: `/trpc/${'a.'.repeat(3000)}b` },
      { method: 'GET', url: '/trpc/auth.me,auth.me?batch=1&input={"0":{"json":null}}' },
      { method: 'GET', url: `/trpc/${paths.slice(0, 30).join(',')}?batch=1&input={}` },
      { method: 'GET', url: '/trpc/admin.users.list?batch=1&input={"0":{"json":{"q":1},"meta":{"values":{"q":["bigint"]}}}}' },
      { method: 'GET', url: '/trpc/admin.users.list?input={"json":{"q":"x"},"meta":{"values":{"q":[["custom","evil"]]}}}' },
      { method: 'GET', url: '/trpc/admin.users.list?input={"json":{"__proto__":{"polluted":1}}}' },
      { method: 'GET', url: '/trpc/nope.nothing' },
      { method: 'GET', url: '/trpc/' },
      { method: 'POST', url: '/trpc/auth.login', payload: '{"json":' },
      { method: 'POST', url: '/trpc/auth.login', payload: '[]' },
      { method: 'POST', url: '/trpc/auth.login?batch=1', payload: '{"0":{"json":{"email":1}},"5":null}' },
      { method: 'POST', url: '/trpc/project.messages.send,project.messages.send?batch=1', payload: '{"0":"x"}' },
      { method: 'POST', url: '/trpc/project.messages.send?batch=1', payload: 'x'.repeat(2_000_000) },
      { method: 'POST', url: '/trpc/auth.me', payload: '{}' },
      { method: 'POST', url: '/trpc/admin.stats.get?batch=abc', payload: '{}' },
    ];
    for (const request of malformed) {
      const response = await app.inject({
        method: request.method,
        url: request.url,
        headers: { ...headers, 'content-type': 'application/json' },
        cookies,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      check(`${request.method} ${request.url.slice(0, 80)}`, response);
    }
    expect(problems).toEqual([]);
  });
});
