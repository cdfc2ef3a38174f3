import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '@/db/types';
import { PACKAGE_TYPES, PACKAGES, type PackageType } from '@/src/domain/packages';
import { PROJECT_STATUS_LABELS, PROJECT_STATUSES, STAFF_ROLES, type ProjectStatus } from '@/src/domain/statuses';
import { projectsVisibleTo, type Actor } from './projects';
import { companySearchText, containsPattern, lowerMatches, personMatches, personSearchText } from './search';
import { onePage } from './page-window';

// The project lists (admin Projectbeheer, the developer's dashboard and Mijn Projecten, the complaint dialog's project choice),
// paginated and searched on the server, over the projects the actor may see.

/** Values whose Dutch name holds the text, so "behandeling" finds in_progress and "shop" webshops. */
function matchingValues<T extends string>(values: readonly T[], label: (value: T) => string, text: string): T[] {
  const needle = text.toLocaleLowerCase('nl');
  return values.filter((value) => label(value).toLocaleLowerCase('nl').includes(needle) || value.includes(needle));
}

/** What a search text finds: the text itself as a pattern, and the statuses and packages whose Dutch name holds it. */
interface ProjectSearch {
  pattern: string;
  statuses: readonly ProjectStatus[];
  packages: readonly PackageType[];
}

function projectSearch(q: string): ProjectSearch | null {
  if (!q) return null;
  return {
    pattern: containsPattern(q),
    statuses: matchingValues(PROJECT_STATUSES, (status) => PROJECT_STATUS_LABELS[status], q),
    packages: matchingValues(PACKAGE_TYPES, (type) => PACKAGES[type].name, q),
  };
}

/**
 * Spec 2: the admin searches client name, email and company, package, and developer name and email; everyone else client name,
 * company, package and the Dutch status (never themselves: a developer's own name is on every project of theirs).
 */
function searchedProjects(db: Kysely<Database>, actor: Actor, search: ProjectSearch | null) {
  const query = projectsVisibleTo(db, actor);
  if (!search) return query;
  if (actor.role === 'admin') {
    const branches = adminSearchBranches(db, actor, search, matchingPeople(db, search.pattern)).map(({ finds }) => finds.select('projects.id'));
    return query.where(sql<SqlBool>`projects.id = any(array(${branches.reduce((all, branch) => all.unionAll(branch))}))`);
  }
  // A few projects of one person: each one's client is looked up by id and read.
  return query.where((eb) => {
    const clientMatches = eb
      .selectFrom('profiles as client')
      .select((inner) => inner.or([lowerMatches(sql`lower(coalesce(client.full_name, ''))`, search.pattern), lowerMatches(companySearchText('client'), search.pattern)]).as('matches'))
      .whereRef('client.id', '=', 'projects.clientId')
      .$asScalar();
    return eb.or([eb(clientMatches, '=', true), ...valueMatches(eb, search)]);
  });
}

function valueMatches(eb: ExpressionBuilder<Database, 'projects'>, { statuses, packages }: ProjectSearch) {
  return [...(statuses.length ? [eb('projects.status', 'in', statuses)] : []), ...(packages.length ? [eb('projects.packageType', 'in', packages)] : [])];
}

/** The ids of the people an admin's search finds, as subqueries: clients, and the staff who can be a project's developer. */
interface MatchingPeople {
  clients: Expression<unknown>;
  developers: Expression<unknown>;
}

function matchingPeople(db: Kysely<Database>, pattern: string) {
  // Only staff can be a project's developer: their handful of profiles is read, not every client's again. The roles are written
  // into the statement, so its reused plan reads them from their index.
  const staffRoles = sql.join(STAFF_ROLES.map((role) => sql.lit(role)));
  const staff = db.selectFrom('userRoles').select('userRoles.userId').where(sql<SqlBool>`user_roles.role in (${staffRoles})`);
  return {
    clients: db.selectFrom('profiles as client').select('client.id').where(personMatches('client', pattern)),
    developers: db
      .selectFrom('profiles as developer')
      .select('developer.id')
      .where('developer.id', 'in', staff)
      .where(lowerMatches(personSearchText('developer'), pattern)),
  };
}

/**
 * The admin's search, one branch per way a project can match (`leftOut`: what it found, as a condition PostgreSQL hashes). Arrays of
 * matching people's ids are looked up in the projects' indexes; compared with every project, hundreds of clients cost more.
 */
function adminSearchBranches(db: Kysely<Database>, actor: Actor, search: ProjectSearch, { clients, developers }: MatchingPeople) {
  const found = () => projectsVisibleTo(db, actor);
  return [
    { finds: found().where(sql<SqlBool>`projects.client_id = any(array(${clients}))`), leftOut: sql<SqlBool>`projects.client_id not in (${clients})` },
    {
      finds: found().where(sql<SqlBool>`projects.developer_id = any(array(${developers}))`),
      leftOut: sql<SqlBool>`(projects.developer_id is null or projects.developer_id not in (${developers}))`,
    },
    ...(search.statuses.length || search.packages.length ? [{ finds: found().where((eb) => eb.or(valueMatches(eb, search))), leftOut: undefined }] : []),
  ];
}

/**
 * The matching projects' ids and creation times. The admin's branches give each project once: a branch leaves out what the
 * ones before it found, which costs less than a union's hashing of every match. The people are found once, as CTEs read twice.
 */
function matchedProjects(db: Kysely<Database>, actor: Actor, search: ProjectSearch | null) {
  if (actor.role !== 'admin' || !search) return searchedProjects(db, actor, search).select(['projects.id', 'projects.createdAt']);
  const people = matchingPeople(db, search.pattern);
  const once = { clients: sql`select id from ${sql.table('matchingClients')}`, developers: sql`select id from ${sql.table('matchingDevelopers')}` };
  const branches = adminSearchBranches(db, actor, search, once);
  const each = branches.map(({ finds }, i) =>
    branches.slice(0, i).reduce((branch, { leftOut }) => (leftOut ? branch.where(leftOut) : branch), finds.select(['projects.id', 'projects.createdAt'])),
  );
  return db
    .with('matchingClients', () => people.clients)
    .with('matchingDevelopers', () => people.developers)
    .selectFrom(each.reduce((all, branch) => all.unionAll(branch)).as('found'))
    .select(['found.id', 'found.createdAt']);
}

/**
 * One statement for the page and the total: a CTE read twice is materialized, so the matches are found once; the people are
 * joined for the page only. A page past the last has no row to carry the count, and counts on its own.
 */
export async function searchProjects(db: Kysely<Database>, actor: Actor, options: { q: string; limit: number; offset: number }) {
  const matching = matchedProjects(db, actor, projectSearch(options.q));
  const rows = await db
    .with('matched', () => matching)
    .with('page', (qb) => qb.selectFrom('matched').select(['id', 'createdAt']).orderBy('createdAt', 'desc').orderBy('id').$call((page) => onePage(page, options)))
    .selectFrom('projects')
    .innerJoin('profiles as client', 'client.id', 'projects.clientId')
    .leftJoin('profiles as developer', 'developer.id', 'projects.developerId')
    .select((eb) => [
      'projects.id',
      'projects.packageType',
      'projects.monthlyPrice',
      'projects.status',
      'projects.buildLink',
      'projects.createdAt',
      'projects.clientId',
      'client.fullName as clientName',
      'client.email as clientEmail',
      'client.companyName as companyName',
      'projects.developerId',
      'developer.fullName as developerName',
      'developer.email as developerEmail',
      eb.selectFrom('matched').select((inner) => inner.fn.countAll<string>().as('total')).as('total'),
    ])
    // The page's rows by primary key, not a hash over every project.
    .where((eb) => sql<SqlBool>`projects.id = any(array(${eb.selectFrom('page').select('page.id')}))`)
    .orderBy('projects.createdAt', 'desc')
    .orderBy('projects.id')
    .execute();
  const total = rows[0]
    ? rows[0].total
    : (await db.selectFrom(matching.as('matched')).select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow()).total;
  return { items: rows.map(({ total: _total, ...item }) => item), total: Number(total) };
}

/** A page of the actor's projects to choose one from, newest first, with the client to tell them apart. */
export async function searchProjectOptions(db: Kysely<Database>, actor: Actor, options: { q: string; limit: number }) {
  const query = searchedProjects(db, actor, projectSearch(options.q));
  const [items, count] = await Promise.all([
    query
      .innerJoin('profiles as client', 'client.id', 'projects.clientId')
      .select(['projects.id', 'projects.packageType', 'projects.createdAt', 'client.fullName as clientName', 'client.companyName as companyName'])
      .orderBy('projects.createdAt', 'desc')
      .orderBy('projects.id')
      .limit(options.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

/** The developer dashboard's counters over all their projects: total, active (in progress) and completed. */
export async function projectCounters(db: Kysely<Database>, actor: Actor) {
  const row = await projectsVisibleTo(db, actor)
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.countAll<number>().filterWhere('projects.status', '=', 'in_progress').as('active'),
      eb.fn.countAll<number>().filterWhere('projects.status', '=', 'completed').as('completed'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), active: Number(row.active), completed: Number(row.completed) };
}
