import type { Services } from '@/server/app/services';

// The admin dashboard's figures and "Aandacht nodig" read whole tables; every admin sees the same,
// so each process keeps the last answer for a few seconds (DASHBOARD_CACHE_SECONDS) and every open
// dashboard shares it. Kept per database handle, so two test environments never share one.

type Entry = { until: number; value: Promise<unknown> };
const caches = new WeakMap<object, Map<string, Entry>>();

export type DashboardPart = 'figures' | 'attention';

export function cachedDashboardPart<T>(services: Pick<Services, 'db' | 'config' | 'clock'>, part: DashboardPart, load: () => Promise<T>): Promise<T> {
  const ttl = services.config.dashboardCacheMs;
  if (ttl <= 0) return load();
  let cache = caches.get(services.db);
  if (!cache) caches.set(services.db, (cache = new Map()));
  const now = services.clock.now().getTime();
  const hit = cache.get(part);
  if (hit && hit.until > now) return hit.value as Promise<T>;
  const value = load();
  const entry = { until: now + ttl, value };
  cache.set(part, entry);
  // A failed read is not kept: the next request asks again.
  value.catch(() => cache.get(part) === entry && cache.delete(part));
  return value;
}

/** After a change the admin made here (a reminder sent), the next read asks the database. */
export function forgetDashboardPart(services: Pick<Services, 'db'>, part: DashboardPart): void {
  caches.get(services.db)?.delete(part);
}
