import { hash, verify } from '@node-rs/argon2';
import { passwordWorkQueue } from './password-work';

// Argon2id with the parameters OWASP recommends (m=19 MiB, t=2, p=1).
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

/** Every hash and verification of this process goes through one bounded queue (password-work.ts). */
export const passwordWork = passwordWorkQueue();

export function hashPassword(password: string): Promise<string> {
  return passwordWork.run(() => hash(password, options));
}

/** What an invited account holds until its owner chooses a password: no password matches it. */
export const NO_PASSWORD_YET = '!no-password-yet';

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  // As slow as a real check: a sign-in attempt does not tell an open invitation apart.
  if (passwordHash === NO_PASSWORD_YET) return verifyAgainstDummy(password).then(() => false);
  return passwordWork.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

// Verifying against a real hash keeps a login for an unknown email as slow as a known one.
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  // A refused first try must not stay cached as the dummy.
  dummyHash.catch(() => (dummyHash = undefined));
  await verifyPassword(await dummyHash, password);
}
