/**
 * What a procedure's dotted path ('client.dashboard.get') names in a tree of tRPC's: the router, a caller, the query utilities or
 * the server-side helpers. Undefined where a plain object has no such key.
 */
export function atProcedurePath<T>(root: unknown, path: string): T {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root) as T;
}
