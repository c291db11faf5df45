import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Request signing (docs/api.md). The secret is fixed and public by design: the signature binds a request to
 * its session and payload against tampering in transit and replay into another school, it is not a credential.
 */
export const DATASIGN_SECRET = 'yuanwu-datasign-v1';

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

export interface DatasignInput {
  schoolId: string | number | null | undefined;
  userId: string | number | null | undefined;
  token: string;
  /** Exact JSON body text; canonical query for body-less calls; '' for multipart. */
  payload: string;
}

export function datasignText({ schoolId, userId, token, payload }: DatasignInput): string {
  return `${schoolId ?? ''}|${userId ?? ''}|${DATASIGN_SECRET}|${token}|${payload}`;
}

export function computeDatasign(input: DatasignInput): string {
  return bytesToHex(sha256(utf8ToBytes(datasignText(input))));
}
