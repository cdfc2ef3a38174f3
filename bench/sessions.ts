import { DEMO_PASSWORD } from '@/server/cli/seed-data';
import { trpcInput } from '@/server/testing/trpc-http';
import { benchEmail } from './scale-data';

/** A signed-in virtual user: its session cookie and the scale-data number of its account. */
export interface BenchSession {
  cookie: string;
  userNumber: number;
}

async function signIn(origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/trpc/auth.login`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify(trpcInput({ email, password: DEMO_PASSWORD })),
  });
  const cookie = response.headers.getSetCookie().find((c) => /^(__Host-)?session=/.test(c));
  if (!response.ok || !cookie) throw new Error(`sign-in failed for ${email}: HTTP ${response.status}`);
  return cookie.split(';')[0]!;
}

/**
 * One session per virtual user: `count` sign-ins, spread over the users `numbers` (the same user
 * may hold several sessions, as in several browsers). Four at a time: Argon2id is meant to be slow.
 */
export async function signInMany(
  origin: string,
  role: 'admin' | 'developer' | 'client',
  numbers: number[],
  count: number,
): Promise<BenchSession[]> {
  const sessions: BenchSession[] = [];
  for (let start = 0; start < count; start += 4) {
    const batch = Array.from({ length: Math.min(4, count - start) }, (_, k) => numbers[(start + k) % numbers.length]!);
    const cookies = await Promise.all(batch.map((n) => signIn(origin, benchEmail(role, n))));
    cookies.forEach((cookie, k) => sessions.push({ cookie, userNumber: batch[k]! }));
  }
  return sessions;
}
