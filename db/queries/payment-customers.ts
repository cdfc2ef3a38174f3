import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@/db/types';
import type { MandateStatus } from '@/src/domain/statuses';
import { ibanLast4 } from '@/src/domain/iban';
import type { Actor } from './projects';

/**
 * THE access rule for mandates (the provider customer record): an admin sees every one, a client
 * their own, anyone else none. The billing screen's reads and the mandate's refresh start here.
 */
export function mandatesVisibleTo(db: Kysely<Database> | Transaction<Database>, actor: Actor) {
  const mandates = db.selectFrom('paymentCustomers');
  switch (actor.role) {
    case 'admin':
      return mandates;
    case 'client':
      return mandates.where('paymentCustomers.userId', '=', actor.id);
    default:
      return mandates.where(sql<boolean>`false`);
  }
}

/** The actor's own mandate record (a client has at most one). */
export function findOwnMandate(db: Kysely<Database>, actor: Actor) {
  return mandatesVisibleTo(db, actor).selectAll('paymentCustomers').where('paymentCustomers.userId', '=', actor.id).executeTakeFirst();
}

/** What the client sees of their direct-debit set-up; status null means "not set up". */
export interface MandateView {
  status: MandateStatus | null;
  ibanLast4: string | null;
  accountHolder: string | null;
}

type MandateColumns = { mandateStatus: MandateStatus | null; ibanLast4: string | null; accountHolder: string | null };

export function toMandateView(row: MandateColumns | undefined): MandateView {
  return { status: row?.mandateStatus ?? null, ibanLast4: row?.ibanLast4 ?? null, accountHolder: row?.accountHolder ?? null };
}

/**
 * Records the provider's customer and mandate for a user (insert or replace). Takes the IBAN
 * but stores only its last four characters: the full account number stays with the provider.
 */
export async function savePaymentCustomer(
  db: Kysely<Database>,
  input: {
    userId: string;
    providerCustomerId: string;
    mandateId: string;
    mandateStatus: MandateStatus;
    iban: string;
    accountHolder: string;
  },
): Promise<MandateView> {
  const values = {
    providerCustomerId: input.providerCustomerId,
    mandateId: input.mandateId,
    mandateStatus: input.mandateStatus,
    ibanLast4: ibanLast4(input.iban),
    accountHolder: input.accountHolder,
  };
  const row = await db
    .insertInto('paymentCustomers')
    .values({ userId: input.userId, ...values })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ ...values, updatedAt: new Date() }))
    .returning(['mandateStatus', 'ibanLast4', 'accountHolder'])
    .executeTakeFirstOrThrow();
  return toMandateView(row);
}

/**
 * Stores a status read back from the provider, only while the row still points at that
 * mandate (a mandate set up in the meantime keeps its own status).
 */
export async function updateMandateStatus(
  db: Kysely<Database>,
  input: { userId: string; mandateId: string; mandateStatus: MandateStatus },
): Promise<void> {
  await db
    .updateTable('paymentCustomers')
    .set({ mandateStatus: input.mandateStatus, updatedAt: new Date() })
    .where('userId', '=', input.userId)
    .where('mandateId', '=', input.mandateId)
    .execute();
}

/**
 * What onboarding's mandate step leaves: the mandate it just opened at the provider, recorded with
 * the account it was asked for; without one, the mandate the user already had.
 */
export async function recordOnboardingMandate(
  db: Kysely<Database>,
  userId: string,
  opened: { customerId: string; mandateId: string; status: MandateStatus } | null,
  asked: { iban: string; accountHolderName: string } | undefined,
  current: MandateColumns | undefined,
): Promise<MandateView> {
  if (!opened || !asked) return toMandateView(current);
  return savePaymentCustomer(db, {
    userId,
    providerCustomerId: opened.customerId,
    mandateId: opened.mandateId,
    mandateStatus: opened.status,
    iban: asked.iban,
    accountHolder: asked.accountHolderName,
  });
}
