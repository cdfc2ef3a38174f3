import { sql } from 'kysely';

/**
 * For `.modifyEnd(planOnce)`: the statement is planned once for any values (statement-names.ts).
 * Only for a statement whose plan for any values was measured to serve every value as well; its
 * statuses and page size go into the SQL as literals, so that plan still knows them.
 */
export const planOnce = sql.raw('/* plan once */');
