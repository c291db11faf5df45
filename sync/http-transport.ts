import { canonicalQuery, computeDatasign, dropEmpty } from '@contract/datasign';
import { isSuccessCode } from '@contract/envelope';
import { formatCursors, type PullQuery, parsePullResponse, type PushRequest, pushResponseSchema } from '@contract/sync/protocol';
import { syncCalls } from '@contract/sync-calls';
import type { SyncIdentity } from './identity';
import { SyncHttpError, SyncNetworkError, type SyncTransport } from './transport';

/** Much shorter than the app's 5-minute timeout: a stuck sync request only delays the next attempt. */
export const SYNC_REQUEST_TIMEOUT_MS = 30_000;

export interface HttpTransportOptions {
  /** Origin of the API ('' for same-origin, the default). */
  baseUrl?: string;
  /** The identity to sign with, read at every request so a token renewal or school switch applies at once. */
  identity: () => SyncIdentity;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

type EnvelopeLike = { code?: unknown; msg?: unknown; data?: unknown };
type Parser<T> = (data: unknown) => { success: true; data: T } | { success: false };

/** The real transport: signed like every other call (docs/api.md), answers unwrapped from `{code,msg,data}`. */
export function httpTransport(o: HttpTransportOptions): SyncTransport {
  const doFetch = o.fetch ?? ((input, init) => fetch(input, init));
  const base = o.baseUrl ?? '';

  async function call<T>(url: string, init: RequestInit, payload: string, parse: Parser<T>): Promise<T> {
    const id = o.identity();
    const headers: Record<string, string> = {
      token: id.token,
      theme: String(id.brand),
      datasign: computeDatasign({ schoolId: id.schoolId, userId: id.userId, token: id.token, payload }),
    };
    if (init.body !== undefined) headers['content-type'] = 'application/json;charset=UTF-8';
    let response: Response;
    try {
      response = await doFetch(`${base}${url}`, { ...init, headers, signal: AbortSignal.timeout(o.timeoutMs ?? SYNC_REQUEST_TIMEOUT_MS) });
    } catch (e) {
      throw new SyncNetworkError(e instanceof Error ? e.message : String(e));
    }
    let body: EnvelopeLike | null;
    try {
      body = (await response.json()) as EnvelopeLike | null;
    } catch {
      body = null;
    }
    if (!body || typeof body !== 'object' || typeof body.code !== 'number') {
      // A gateway page or a truncated answer: treat like a server failure (retried with backoff).
      throw new SyncHttpError(response.status, response.status, `HTTP ${response.status}`);
    }
    if (!response.ok || !isSuccessCode(body.code)) {
      throw new SyncHttpError(response.status, body.code, typeof body.msg === 'string' ? body.msg : `HTTP ${response.status}`);
    }
    const parsed = parse(body.data);
    if (!parsed.success) throw new SyncHttpError(response.status, 500, `unexpected sync answer from ${url}`);
    return parsed.data;
  }

  return {
    push(body: PushRequest) {
      const text = JSON.stringify(body);
      return call(syncCalls.push.path, { method: 'POST', body: text }, text, (d) => pushResponseSchema.safeParse(d));
    },
    pull(q: PullQuery) {
      // No cursors at all (a replica from zero) is no parameter: empty ones are dropped from requests (SPEC §5).
      const cursors = formatCursors(q.cursors);
      const params = { schoolId: q.schoolId, cursors, clientId: q.clientId, schema: q.schema, horizon: q.horizon };
      const payload = canonicalQuery(params);
      const search = new URLSearchParams(Object.entries(dropEmpty(params)).map(([k, v]) => [k, String(v)]));
      // Rows are checked against their own table's schema (contract/sync/protocol.ts), not just "an object".
      return call(`${syncCalls.pull.path}?${search}`, { method: 'GET' }, payload, parsePullResponse);
    },
  };
}
