import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@/db/types';
import { KVK_PATTERN, NL_VAT_PATTERN, type PeppolObstacle } from '@/src/domain/e-invoice';
import { DUTCH_POSTCODE_PATTERN } from '@/src/domain/postal-address';
import { projectsVisibleTo, type Actor } from './projects';
import { onePage } from './page-window';

// The client an admin invoices: their projects, and whether their e-invoices can go through Peppol.

type Db = Kysely<Database> | Transaction<Database>;

/** A client's billing details (a client only: anyone else is no one to invoice). */
export function findBillingClient(db: Db, clientId: string) {
  return db
    .selectFrom('profiles')
    .innerJoin('userRoles', 'userRoles.userId', 'profiles.id')
    .select(['profiles.kvkNumber', 'profiles.btwNumber', 'profiles.street', 'profiles.postcode', 'profiles.city', 'profiles.country'])
    .where('profiles.id', '=', clientId)
    .where('userRoles.role', '=', 'client')
    .executeTakeFirst();
}

/** One of the client's own projects (the client's access rule), or undefined. */
export function findClientProject(db: Db, clientId: string, projectId: string) {
  return projectsVisibleTo(db, { id: clientId, role: 'client' }).select('projects.id').where('projects.id', '=', projectId).executeTakeFirst();
}

/** The client's projects, newest first, for the invoice's project picker. */
export function listClientProjects(db: Db, clientId: string) {
  return projectsVisibleTo(db, { id: clientId, role: 'client' })
    .select(['projects.id', 'projects.packageType', 'projects.createdAt'])
    .orderBy('projects.createdAt', 'desc')
    .orderBy('projects.id')
    .execute();
}

/**
 * The Peppol rule of src/domain/e-invoice.ts in SQL, over the same patterns: no KvK number and no
 * Dutch VAT number; an address without street, post code or city, or a Dutch post code that is none.
 */
const noIdentifier = sql<boolean>`not (coalesce(profiles.kvk_number ~ ${KVK_PATTERN}, false) or coalesce(profiles.btw_number ~ ${NL_VAT_PATTERN}, false))`;
const addressIncomplete = sql<boolean>`(
  coalesce(btrim(profiles.street), '') = '' or coalesce(btrim(profiles.postcode), '') = '' or coalesce(btrim(profiles.city), '') = ''
  or (profiles.country = 'NL' and not profiles.postcode ~ ${DUTCH_POSTCODE_PATTERN}))`;

/** Why each of the clients (with a project or an invoice) cannot receive Peppol invoices: a page, by name, and how many there are. */
export async function listPeppolGaps(db: Kysely<Database>, _admin: Actor & { role: 'admin' }, options: { limit: number; offset: number }) {
  const gaps = db
    .selectFrom('profiles')
    .innerJoin('userRoles', 'userRoles.userId', 'profiles.id')
    .where('userRoles.role', '=', 'client')
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('projects').select('projects.id').whereRef('projects.clientId', '=', 'profiles.id')),
        eb.exists(eb.selectFrom('invoices').select('invoices.id').whereRef('invoices.userId', '=', 'profiles.id')),
      ]),
    )
    // Parenthesised: Kysely joins where() clauses with a bare AND, which would bind tighter than this OR.
    .where(sql<boolean>`((${noIdentifier}) or ${addressIncomplete})`);
  const [items, count] = await Promise.all([
    gaps
      .select(['profiles.id', 'profiles.fullName', 'profiles.companyName', 'profiles.email', noIdentifier.as('noIdentifier'), addressIncomplete.as('addressIncomplete')])
      .orderBy(sql`lower(coalesce(nullif(profiles.company_name, ''), profiles.full_name, profiles.email))`)
      .orderBy('profiles.id')
      .$call((page) => onePage(page, options))
      .execute(),
    gaps.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: items.map(({ noIdentifier: missingId, addressIncomplete: incomplete, ...client }) => ({
      ...client,
      obstacles: [...(missingId ? ['no_identifier' as const] : []), ...(incomplete ? ['address_incomplete' as const] : [])] satisfies PeppolObstacle[],
    })),
    total: Number(count.total),
  };
}
