import { sql, type Kysely } from 'kysely';
import type { Database } from '@/db/types';

// One INSERT … SELECT generate_series per table, so PGlite fills it in under a minute; md5-derived ids let a row name its parent
// without a lookup. When a migration adds a required column, add it to TABLES below.

export interface ScaleCounts {
  clients: number;
  developers: number;
  projects: number;
  /** Messages in all; `hotThread` of them belong to project 1. */
  messages: number;
  hotThread: number;
  uploads: number;
  invoices: number;
  complaints: number;
  modules: number;
}

/** 2,000 clients … 50 modules. Timeline steps follow: six per project (15,000). */
export const AGENCY_SCALE: ScaleCounts = {
  clients: 2000,
  developers: 10,
  projects: 2500,
  messages: 100_000,
  hotThread: 5000,
  uploads: 20_000,
  invoices: 10_000,
  complaints: 2000,
  modules: 50,
};

export const TIMELINE_STEPS_PER_PROJECT = 6;

/** The agency frozen on every bench invoice (a quote-free JSON literal, inlined in the SQL). */
const BENCH_AGENCY = JSON.stringify({
  name: 'Webbureau Bench B.V.',
  address: 'Benchstraat 1, 1234 AB Utrecht',
  email: 'facturen@bench.klantportaal.nl',
  phone: null,
  kvk: '11223344',
  btwId: 'NL112233445B01',
  iban: 'NL20 INGB 0001 2345 67',
  sepaCreditorId: 'NL12ZZZ112233440000',
});
export const BENCH_EMAIL_DOMAIN = 'bench.klantportaal.nl';

/** The sign-in address of the n-th (1-based) user of a role; every bench user has the demo password. */
export function benchEmail(role: 'admin' | 'developer' | 'client', n = 1): string {
  return role === 'admin' ? `admin@${BENCH_EMAIL_DOMAIN}` : `${role}-${n}@${BENCH_EMAIL_DOMAIN}`;
}

/** The id of the n-th row of a kind, in SQL (the same md5-derived uuid the seed gives it). */
const id = (kind: string, n: string) => `md5('${kind}-' || (${n}))::uuid`;

// Project p belongs to client ((p-1) % clients)+1; every 20th project has no developer yet.
const projectClient = (p: string, c: ScaleCounts) => `((${p} - 1) % ${c.clients}) + 1`;
const projectDeveloper = (p: string, c: ScaleCounts) =>
  `CASE WHEN ${p} % 20 = 0 THEN NULL ELSE ${id('developer', `((${p} - 1) % ${c.developers}) + 1`)} END`;

const FIRST_NAMES = `ARRAY['Jan','Sanne','Pieter','Fleur','Mohammed','Lotte','Daan','Emma','Bram','Noor']`;
const LAST_NAMES = `ARRAY['Bakker','de Vries','Jansen','Visser','Smit','Meijer','de Boer','Mulder','de Groot','Bos']`;
const personName = (n: string) => `(${FIRST_NAMES})[1 + ${n} % 10] || ' ' || (${LAST_NAMES})[1 + (${n} / 10) % 10]`;

interface TableFill {
  table: string;
  rows: (c: ScaleCounts) => number;
  /** Column → SQL expression over `i` (1..rows). */
  columns: (c: ScaleCounts) => Record<string, string>;
}

// People: user 1 is the admin, then the developers, then the clients, each with a profile and a role.
function people(kind: 'admin' | 'developer' | 'client', count: (c: ScaleCounts) => number): TableFill[] {
  const email = kind === 'admin' ? `'admin@${BENCH_EMAIL_DOMAIN}'` : `'${kind}-' || i || '@${BENCH_EMAIL_DOMAIN}'`;
  return [
    { table: 'users', rows: count, columns: () => ({ id: id(kind, 'i'), email, password_hash: ':passwordHash' }) },
    {
      table: 'profiles',
      rows: count,
      columns: () => ({
        id: id(kind, 'i'),
        email,
        full_name: personName('i'),
        company_name: kind === 'client' ? `(${LAST_NAMES})[1 + (i / 10) % 10] || ' Webwinkel ' || i` : 'NULL',
        phone: `'020 ' || lpad(i::text, 7, '0')`,
        street: kind === 'client' ? `'Dorpsstraat ' || i` : 'NULL',
        postcode: kind === 'client' ? `'1234 AB'` : 'NULL',
        city: kind === 'client' ? `'Amsterdam'` : 'NULL',
        created_at: `now() - i * interval '1 hour'`,
      }),
    },
    { table: 'user_roles', rows: count, columns: () => ({ user_id: id(kind, 'i'), role: `'${kind}'` }) },
  ];
}

export const TABLES: TableFill[] = [
  ...people('admin', () => 1),
  ...people('developer', (c) => c.developers),
  ...people('client', (c) => c.clients),
  {
    table: 'projects',
    rows: (c) => c.projects,
    columns: (c) => ({
      id: id('project', 'i'),
      client_id: id('client', projectClient('i', c)),
      developer_id: projectDeveloper('i', c),
      package_type: `CASE WHEN i % 3 = 0 THEN 'webshop' ELSE 'website' END`,
      monthly_price: `CASE WHEN i % 3 = 0 THEN 55.00 ELSE 30.00 END`,
      status: `(ARRAY['in_progress','in_progress','pending','completed','on_hold'])[1 + i % 5]`,
      build_link: `'https://preview.klantportaal.nl/project-' || i`,
      created_at: `now() - i * interval '10 minutes'`,
    }),
  },
  {
    // Steps before the project's current one are approved; every third project awaits an approval.
    table: 'project_timeline',
    rows: (c) => c.projects * TIMELINE_STEPS_PER_PROJECT,
    columns: () => {
      const p = `((i - 1) / ${TIMELINE_STEPS_PER_PROJECT} + 1)`;
      const step = `((i - 1) % ${TIMELINE_STEPS_PER_PROJECT} + 1)`;
      const current = `(${p} % ${TIMELINE_STEPS_PER_PROJECT} + 1)`;
      return {
        project_id: id('project', p),
        step_number: step,
        step_name: `(ARRAY['Intake & kick-off','Ontwerp','Content aanleveren','Ontwikkeling','Testen & feedback','Livegang'])[${step}]`,
        description: `'Stap ' || ${step} || ' van het project.'`,
        status: `CASE WHEN ${step} < ${current} THEN 'approved' WHEN ${step} = ${current} AND ${p} % 3 = 0 THEN 'ready_for_approval' ELSE 'pending' END`,
        expected_date: `current_date + ((${p} % 90) - 30 + ${step} * 7)`,
        approved_date: `CASE WHEN ${step} < ${current} THEN now() - (${TIMELINE_STEPS_PER_PROJECT} - ${step}) * interval '1 day' END`,
      };
    },
  },
  {
    // The first `hotThread` messages belong to project 1; the rest spread over the other projects.
    table: 'project_updates',
    rows: (c) => c.messages,
    columns: (c) => {
      const p = `CASE WHEN i <= ${c.hotThread} THEN 1 ELSE 2 + (i - ${c.hotThread} - 1) % ${Math.max(1, c.projects - 1)} END`;
      return {
        project_id: id('project', p),
        author_id: `CASE WHEN i % 2 = 0 THEN ${id('client', projectClient(`(${p})`, c))} ELSE coalesce(${projectDeveloper(`(${p})`, c)}, ${id('client', projectClient(`(${p})`, c))}) END`,
        message: `'Bericht ' || i || ': hoe staat het met de planning van deze week?'`,
        created_at: `now() - i * interval '1 minute'`,
      };
    },
  },
  {
    table: 'project_content_uploads',
    rows: (c) => c.uploads,
    columns: (c) => ({
      project_id: id('project', `((i - 1) % ${c.projects}) + 1`),
      file_name: `'foto-' || i || '.jpg'`,
      file_path: `'bench/' || i || '.jpg'`,
      file_type: `'image/jpeg'`,
      file_size: `100000 + i`,
      uploaded_by: id('client', projectClient(`(((i - 1) % ${c.projects}) + 1)`, c)),
      created_at: `now() - i * interval '5 minutes'`,
    }),
  },
  {
    table: 'invoices',
    rows: (c) => c.invoices,
    columns: (c) => ({
      id: id('invoice', 'i'),
      user_id: id('client', `((i - 1) % ${c.clients}) + 1`),
      invoice_number: `'2026-B' || lpad(i::text, 6, '0')`,
      invoice_date: `current_date - (i % 365)`,
      due_date: `current_date - (i % 365) + 14`,
      amount: `CASE WHEN i % 3 = 0 THEN 55.00 ELSE 30.00 END`,
      vat_amount: `CASE WHEN i % 3 = 0 THEN 11.55 ELSE 6.30 END`,
      total_amount: `CASE WHEN i % 3 = 0 THEN 66.55 ELSE 36.30 END`,
      description: `'Maandabonnement ' || CASE WHEN i % 3 = 0 THEN 'webshop' ELSE 'website' END`,
      status: `(ARRAY['paid','paid','paid','pending','failed','cancelled'])[1 + i % 6]`,
      is_recurring: 'true',
      recurring_day: `1 + i % 28`,
      billing_name: `(${LAST_NAMES})[1 + (((i - 1) % ${c.clients} + 1) / 10) % 10] || ' Webwinkel ' || ((i - 1) % ${c.clients} + 1)`,
      billing_email: `'client-' || ((i - 1) % ${c.clients} + 1) || '@${BENCH_EMAIL_DOMAIN}'`,
      agency: `'${BENCH_AGENCY}'::jsonb`,
      created_at: `now() - (i % 365) * interval '1 day'`,
    }),
  },
  // Each invoice's one line: its package, at 21 %.
  {
    table: 'invoice_lines',
    rows: (c) => c.invoices,
    columns: () => ({
      invoice_id: id('invoice', 'i'),
      position: '1',
      description: `'Maandabonnement ' || CASE WHEN i % 3 = 0 THEN 'webshop' ELSE 'website' END`,
      quantity: '1',
      unit_price: `CASE WHEN i % 3 = 0 THEN 55.00 ELSE 30.00 END`,
      vat_rate: '21',
    }),
  },
  // The ledger: each invoice's direct debit, in the invoice's status (pending debits still open).
  {
    table: 'payments',
    rows: (c) => c.invoices,
    columns: (c) => ({
      id: id('payment', 'i'),
      provider_payment_id: `'tr_bench_' || i`,
      kind: `'invoice'`,
      method: `'directdebit'`,
      user_id: id('client', `((i - 1) % ${c.clients}) + 1`),
      invoice_id: id('invoice', 'i'),
      amount: `CASE WHEN i % 3 = 0 THEN 66.55 ELSE 36.30 END`,
      status: `(ARRAY['paid','paid','paid','pending','failed','cancelled'])[1 + i % 6]`,
      paid_at: `CASE WHEN i % 6 < 3 THEN now() - (i % 365) * interval '1 day' + interval '5 days' END`,
      created_at: `now() - (i % 365) * interval '1 day' + interval '5 days'`,
      updated_at: `now() - (i % 365) * interval '1 day' + interval '5 days'`,
    }),
  },
  {
    table: 'payment_events',
    rows: (c) => c.invoices,
    columns: () => ({
      payment_id: id('payment', 'i'),
      kind: `'created'`,
      created_at: `now() - (i % 365) * interval '1 day' + interval '5 days'`,
    }),
  },
  // A refund of every hundredth paid debit (6, 12, … are paid).
  {
    table: 'refunds',
    rows: (c) => Math.floor(c.invoices / 600),
    columns: () => ({
      payment_id: id('payment', 'i * 6'),
      provider_refund_id: `'re_bench_' || i`,
      amount: '5.00',
      reason: `'Korting'`,
      status: `'refunded'`,
    }),
  },
  {
    table: 'complaints',
    rows: (c) => c.complaints,
    columns: (c) => ({
      user_id: id('client', `((i - 1) % ${c.clients}) + 1`),
      subject: `'Klacht ' || i`,
      description: `'De website laadt traag op mijn telefoon.'`,
      priority: `(ARRAY['low','normal','normal','high'])[1 + i % 4]`,
      project_id: `CASE WHEN i <= ${Math.min(c.clients, c.projects)} THEN ${id('project', 'i')} END`,
      status: `(ARRAY['open','in_progress','resolved'])[1 + i % 3]`,
      created_at: `now() - i * interval '3 hours'`,
    }),
  },
  {
    table: 'modules',
    rows: (c) => c.modules,
    columns: () => ({
      title: `'Module ' || i`,
      description: `'Een uitbreiding voor je website.'`,
      price: `(i * 10) + 0.50`,
      is_recurring: `i % 4 = 0`,
      is_active: `i % 10 <> 0`,
    }),
  },
];

/** Fills an empty database with the agency at `counts`; every user's password hash is `passwordHash`. */
export async function fillScaleData(db: Kysely<Database>, counts: ScaleCounts, passwordHash: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const fill of TABLES) {
      const columns = fill.columns(counts);
      const names = Object.keys(columns).join(', ');
      const values = Object.values(columns).join(', ');
      const statement = `INSERT INTO ${fill.table} (${names}) SELECT ${values} FROM generate_series(1, ${fill.rows(counts)}) AS g(i)`;
      const literalHash = `'${passwordHash.replaceAll("'", "''")}'`;
      await sql.raw(statement.replaceAll(':passwordHash', literalHash)).execute(trx).catch((error: unknown) => {
        throw new Error(`${fill.table}: ${(error as Error).message}`);
      });
    }
  });
  // Fresh statistics: the planner would otherwise plan the first minutes on empty-table guesses.
  await sql`ANALYZE`.execute(db);
}
