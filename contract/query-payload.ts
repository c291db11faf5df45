/**
 * What a request's datasign covers of its query (contract/datasign.ts), apart from the hashing: the login page builds
 * requests without loading the hash code, which only the sign worker and the sync engine run.
 */
export type QueryValue = string | number | boolean | null | undefined;

/** Empty, null and undefined parameters are dropped from requests (SPEC §5, last rule). */
export function dropEmpty<T extends Record<string, unknown>>(params: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(params)) {
    if (v === '' || v === null || v === undefined) continue;
    out[k as keyof T] = v as T[keyof T];
  }
  return out;
}

/** The query payload: kept parameters sorted by key, `key=value` joined with `&`, values not URL-encoded. */
export function canonicalQuery(params: Record<string, QueryValue | QueryValue[]>): string {
  return Object.keys(dropEmpty(params))
    .sort()
    .map((k) => `${k}=${String(params[k])}`)
    .join('&');
}
