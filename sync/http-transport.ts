import {
  canonicalQuery,
  computeDatasign,
  isSuccessCode,
  type PullQuery,
  parsePullResponse,
  type PushRequest,
  pushResponseSchema,
} from '@contract';
import type { SyncIdentity } from './identity';
import { type FetchedPage, type PageHead, SyncHttpError, SyncNetworkError, type SyncTransport } from './transport';

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
interface Answer {
  url: string;
  status: number;
  ok: boolean;
  text: string;
}
type Parser<T> = (data: unknown) => { success: true; data: T } | { success: false };

/**
 * The page's fields before its changes, from the first bytes of the answer: the server writes `changes` last
 * (server/sync/pull.ts). Only a hint for fetching the next page ahead; the whole page is checked when parsed.
 */
function readPageHead(text: string): PageHead | undefined {
  const end = text.indexOf(',"changes":');
  if (end < 0 || end > 500) return undefined;
  try {
    const data = (JSON.parse(`${text.slice(0, end)}}}`) as { data?: Partial<PageHead> }).data;
    const { cursor, horizon, more, reset } = data ?? {};
    if (typeof cursor !== 'number' || typeof horizon !== 'number' || typeof more !== 'boolean' || typeof reset !== 'boolean')
      return undefined;
    return { cursor, horizon, more, reset };
  } catch {
    return undefined;
  }
}

/** The real transport: signed like every other call (docs/api.md), answers unwrapped from `{code,msg,data}`. */
export function httpTransport(o: HttpTransportOptions): SyncTransport {
  const doFetch = o.fetch ?? ((input, init) => fetch(input, init));
  const base = o.baseUrl ?? '';

  /** Sends a signed request and reads the answer's text (not yet parsed). */
  async function send(url: string, init: RequestInit, payload: string): Promise<Answer> {
    const id = o.identity();
    const headers: Record<string, string> = {
      token: id.token,
      theme: String(id.brand),
      datasign: computeDatasign({ schoolId: id.schoolId, userId: id.userId, token: id.token, payload }),
    };
    if (init.body !== undefined) headers['content-type'] = 'application/json;charset=UTF-8';
    try {
      const response = await doFetch(`${base}${url}`, {
        ...init,
        headers,
        signal: AbortSignal.timeout(o.timeoutMs ?? SYNC_REQUEST_TIMEOUT_MS),
      });
      return { url, status: response.status, ok: response.ok, text: await response.text() };
    } catch (e) {
      throw new SyncNetworkError(e instanceof Error ? e.message : String(e));
    }
  }

  /** Unwraps `{code,msg,data}` and checks data; throws SyncHttpError for anything else. */
  function decode<T>(answer: Answer, parse: Parser<T>): T {
    let body: EnvelopeLike | null;
    try {
      body = JSON.parse(answer.text) as EnvelopeLike | null;
    } catch {
      body = null;
    }
    if (!body || typeof body !== 'object' || typeof body.code !== 'number') {
      // A gateway page or a truncated answer: treat like a server failure (retried with backoff).
      throw new SyncHttpError(answer.status, answer.status, `HTTP ${answer.status}`);
    }
    if (!answer.ok || !isSuccessCode(body.code)) {
      throw new SyncHttpError(answer.status, body.code, typeof body.msg === 'string' ? body.msg : `HTTP ${answer.status}`);
    }
    const parsed = parse(body.data);
    if (!parsed.success) throw new SyncHttpError(answer.status, 500, `unexpected sync answer from ${answer.url}`);
    return parsed.data;
  }

  async function fetchPull(q: PullQuery): Promise<FetchedPage> {
    const params = { schoolId: q.schoolId, cursor: q.cursor, clientId: q.clientId, schema: q.schema, horizon: q.horizon };
    const payload = canonicalQuery(params);
    const search = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
    const answer = await send(`/sync/pull?${search}`, { method: 'GET' }, payload);
    // Rows are checked against their own table's schema (contract/sync/protocol.ts), not just "an object".
    return { head: answer.ok ? readPageHead(answer.text) : undefined, parse: () => decode(answer, parsePullResponse) };
  }

  return {
    async push(body: PushRequest) {
      const text = JSON.stringify(body);
      return decode(await send('/sync/push', { method: 'POST', body: text }, text), (d) => pushResponseSchema.safeParse(d));
    },
    async pull(q: PullQuery) {
      return (await fetchPull(q)).parse();
    },
    fetchPull,
  };
}
