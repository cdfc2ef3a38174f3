// Test kit for the account tests: signing in as a browser does, the links mailed to an address, and
// the codes an authenticator app would show.
import { expect } from 'vitest';
import { generateHOTP } from '@oslojs/otp';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import type { SessionDevice } from '@/server/auth/sessions';
import { createCallerFactory } from '@/server/trpc/init';
import { createContextInner } from '@/server/trpc/context';
import { appRouter } from '@/server/routers';
import type { Services } from '@/server/services';
import { cookieJar, testLog, type CookieJar, type TestEnv } from './harness';

const createCaller = createCallerFactory(appRouter);

/**
 * The authenticator code now, or `stepsAhead` steps later (a phone a step ahead is still taken). Each code works once: a second
 * sign-in in the same 30 seconds needs the next step's.
 */
export function totpCode(key: string, stepsAhead = 0): string {
  return generateHOTP(decodeBase32IgnorePadding(key), BigInt(Math.floor(Date.now() / 30_000) + stepsAhead), 6);
}

/** A browser with a user agent and an address: each call is a request of its own with the jar's cookies. */
export function browser(services: Services, device: SessionDevice = { userAgent: null, ipNetwork: null }) {
  const jar: CookieJar = cookieJar();
  const caller = () => createCaller(() => createContextInner({ services, log: testLog, cookies: jar, sessionToken: jar.token, deviceToken: jar.deviceToken, device }));
  return { jar, caller };
}

export type TestBrowser = ReturnType<typeof browser>;

/** Signs in with email and password in a new browser; its answer says whether a code is due. */
export async function signIn(services: Services, email: string, password: string, device?: SessionDevice) {
  const signedIn = browser(services, device);
  const answer = await signedIn.caller().auth.login({ email, password });
  return { ...signedIn, answer };
}

/** Every mail delivered to the address so far (after the background work and the delivery round). */
export async function mailsTo(env: TestEnv, email: string) {
  await env.services.tasks.settled();
  await env.services.mailer.deliverDue();
  return env.delivered.filter((mail) => mail.to === email);
}

/** The token of the newest /verify-email link mailed to the address. */
export async function lastEmailToken(env: TestEnv, email: string): Promise<string> {
  const mail = (await mailsTo(env, email)).findLast((m) => m.text.includes('/verify-email?token='));
  const link = mail && /\/verify-email\?token=([a-z0-9]+)/.exec(mail.text);
  expect(link, `geen link naar ${email}`).toBeTruthy();
  return link![1]!;
}
