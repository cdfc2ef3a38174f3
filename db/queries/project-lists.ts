import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import { PACKAGE_TYPES, PACKAGES, type PackageType } from '@/src/domain/packages';
import { PROJECT_STATUS_LABELS, PROJECT_STATUSES, type ProjectStatus, type Role } from '@/src/domain/statuses';
import { projectsVisibleTo, type Actor } from './projects';
import { containsPattern, lowerMatches } from './search';
import { compiledOnce } from './compiled-once';

// The project lists (admin Projectbeheer, the developer's dashboard and Mijn Projecten, the
// complaint dialog's project choice), paginated and searched on the server, over the projects the
// actor may see.

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
 * The projects the actor may see that match the search; the people are joined only for the page
 * shown. Spec 2: the admin searches client name, email and company, package, and developer name and
 * email; everyone else client name, company, package and the Dutch status (never themselves: a
 * developer's own name is on every project of theirs). Both texts are kept per project by triggers.
 */
function searchedProjects(db: Kysely<Database>, actor: Actor, search: ProjectSearch | null) {
  const query = projectsVisibleTo(db, actor);
  if (!search) return query;
  const { pattern, statuses, packages } = search;
  return query.where((eb) =>
    eb.or([
      lowerMatches(eb.ref(actor.role === 'admin' ? 'projects.searchText' : 'projects.clientSearchText'), pattern),
      ...(statuses.length ? [eb('projects.status', 'in', statuses)] : []),
      ...(packages.length ? [eb('projects.packageType', 'in', packages)] : []),
    ]),
  );
}

/** The reader's role and what the search finds besides its text: what the statement's SQL depends on. */
interface SearchShape {
  [key: string]: Role | null | boolean | readonly string[];
  role: Role | null;
  searching: boolean;
  statuses: readonly ProjectStatus[];
  packages: readonly PackageType[];
}

const searchPageStatement = compiledOnce((db, at: { actorId: string; pattern: string; limit: number; offset: number }, shape: SearchShape) => {
  const search = shape.searching ? { pattern: at.pattern, statuses: shape.statuses, packages: shape.packages } : null;
  const query = searchedProjects(db, { id: at.actorId, role: shape.role }, search);
  return query
    .innerJoin('profiles as client', 'client.id', 'projects.clientId')
    .leftJoin('profiles as developer', 'developer.id', 'projects.developerId')
    .select([
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
      query.select((eb) => eb.fn.countAll<string>().as('total')).as('total'),
    ])
    .orderBy('projects.createdAt', 'desc')
    .orderBy('projects.id')
    .limit(at.limit)
    .offset(at.offset);
});

/**
 * One page of the search and how many projects match it in all, in one statement built once per
 * shape (compiled-once.ts): the count is a subquery read once. A page past the last has no row to
 * carry it, and counts on its own.
 */
export async function searchProjects(db: Kysely<Database>, actor: Actor, options: { q: string; limit: number; offset: number }) {
  const search = projectSearch(options.q);
  const rows = await searchPageStatement(
    db,
    { actorId: actor.id, pattern: search?.pattern ?? '', limit: options.limit, offset: options.offset },
    { role: actor.role, searching: search !== null, statuses: search?.statuses ?? [], packages: search?.packages ?? [] },
  );
  const total = rows[0]
    ? rows[0].total
    : (await searchedProjects(db, actor, search).select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow()).total;
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

const counterStatement = compiledOnce((db, at: { actorId: string }, { role }: { role: Role | null }) =>
  projectsVisibleTo(db, { id: at.actorId, role }).select((eb) => [
    eb.fn.countAll<number>().as('total'),
    eb.fn.countAll<number>().filterWhere('projects.status', '=', 'in_progress').as('active'),
    eb.fn.countAll<number>().filterWhere('projects.status', '=', 'completed').as('completed'),
  ]),
);

/** The developer dashboard's counters over all their projects: total, active (in progress) and completed. */
export async function projectCounters(db: Kysely<Database>, actor: Actor) {
  const [row] = await counterStatement(db, { actorId: actor.id }, { role: actor.role });
  return { total: Number(row?.total ?? 0), active: Number(row?.active ?? 0), completed: Number(row?.completed ?? 0) };
}
