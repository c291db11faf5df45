import { REQUEST_TIMEOUT_MS } from '@contract/constants';
import { canonicalQuery, dropEmpty, type QueryValue } from '@contract/query-payload';
import { isSuccessCode } from '@contract/envelope';
import type { z } from 'zod';
import { brand } from '@/lib/brand';
import { currentIdentity } from '@/lib/session/store';
import { ApiError } from './api-error';
import { reportFailure } from './report-failure';
import { datasign } from './sign-client';

/**
 * A contract schema, or a loader of one: the calls of the login page pass `() => import('@contract/…')…`, so zod and
 * the schema load with the call (in parallel with it) instead of with the page (docs/architecture.md, "First load").
 */
export type SchemaOf<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

export interface RequestOptions<T = unknown> {
  /** Checks `data` against the contract; a mismatch is a transport error, not a crash further down. */
  schema?: SchemaOf<T>;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Query parameters; empty, null and undefined ones are dropped (SPEC §5) before sending and signing. */
  params?: Record<string, QueryValue>;
  /** JSON body, sent as exactly the text that is signed. */
  json?: unknown;
  /** application/x-www-form-urlencoded body. */
  form?: Record<string, string | undefined>;
  multipart?: FormData;
  /** No token or datasign (login, captcha). */
  anonymous?: boolean;
  /** Headers beyond the app's own (the operator key of a development aid). */
  headers?: Record<string, string>;
  /** Do not toast failures: `true` for all, `'unreachable'` only when the server cannot be reached. */
  quiet?: boolean | 'unreachable';
  signal?: AbortSignal;
  /** The envelope must be code 200 with exactly this msg (the school switch's menu call: 200 and 成功, SPEC §4). */
  expectMessage?: string;
  /** Sign as this session instead of the current one (logout after the session was already cleared). */
  identity?: ReturnType<typeof currentIdentity>;
}

/** Gateways answer these when the app server is down: as good as unreachable for the offline fallback. */
const GATEWAY_STATUSES = new Set([500, 502, 503, 504]);

interface Prepared {
  body: BodyInit | undefined;
  contentType: string | undefined;
  /** What the datasign covers (contract/datasign.ts). */
  payload: string;
}

function prepareBody<T>(o: RequestOptions<T>): Prepared {
  const query = canonicalQuery(o.params ?? {});
  if (o.multipart) return { body: o.multipart, contentType: undefined, payload: '' };
  if (o.form) {
    const text = new URLSearchParams(dropEmpty(o.form) as Record<string, string>).toString();
    return { body: text, contentType: 'application/x-www-form-urlencoded;charset=UTF-8', payload: text };
  }
  if (o.json !== undefined) {
    const text = JSON.stringify(o.json);
    return { body: text, contentType: 'application/json;charset=UTF-8', payload: text };
  }
  return { body: undefined, contentType: undefined, payload: query };
}

async function headersFor<T>(o: RequestOptions<T>, prepared: Prepared): Promise<Record<string, string>> {
  const headers: Record<string, string> = { ...o.headers, theme: String(brand.id) };
  if (prepared.contentType) headers['content-type'] = prepared.contentType;
  if (o.anonymous) return headers;
  const { token, schoolId, userId } = o.identity ?? currentIdentity();
  headers.token = token ?? '';
  headers.datasign = await datasign({ schoolId, userId, token: token ?? '', payload: prepared.payload });
  return headers;
}

/** The URL with its query (empty parameters dropped, as signed). */
function urlWith(url: string, params: Record<string, QueryValue> | undefined): string {
  const kept = Object.entries(dropEmpty(params ?? {})).map(([k, v]) => [k, String(v)]);
  if (kept.length === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(kept).toString()}`;
}

/** The caller's signal (if any) and the request timeout in one. */
function signalFor(signal: AbortSignal | undefined, timeoutMs: number): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

/** Turn a response into data or an ApiError (an envelope failure, or something that is not an envelope). */
async function readEnvelope<T>(response: Response, expectMessage?: string): Promise<T> {
  let body: Record<string, unknown> | null = null;
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    body = null;
  }
  if (!body || typeof body !== 'object' || !('code' in body || 'status' in body)) {
    const kind = GATEWAY_STATUSES.has(response.status) ? 'network' : 'transport';
    throw new ApiError(kind, `HTTP ${response.status}`, response.status, response.status);
  }
  const code = body.code ?? body.status;
  const messageOk = expectMessage === undefined || (Number(code) === 200 && (body.msg === expectMessage || body.message === expectMessage));
  if (isSuccessCode(code) && response.ok && messageOk) return body.data as T;
  const message = [body.msg, body.message, body.data].find((m): m is string => typeof m === 'string' && m !== '') ?? '';
  throw new ApiError('business', message, Number(code), response.status, body.data ?? null);
}

function parseData<T>(schema: z.ZodType<T>, data: unknown, url: string): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  console.error(`Unexpected data from ${url}`, parsed.error.issues);
  throw new ApiError('transport', 'unexpected data');
}

/** fetch rejects with a TypeError when nothing answered, and with the signal's reason when aborted or timed out. */
function toApiError(e: unknown): ApiError {
  if (e instanceof ApiError) return e;
  if (e instanceof DOMException && e.name === 'AbortError') return new ApiError('abort', 'aborted');
  if (e instanceof DOMException && e.name === 'TimeoutError') return new ApiError('transport', 'timeout');
  if (e instanceof TypeError) return new ApiError('network', 'network error');
  return new ApiError('transport', e instanceof Error ? e.message : String(e));
}

/**
 * One call to the server: signs it, unwraps the `{code, msg, data}` envelope and reports failures per SPEC §8.
 * Resolves with `data`; rejects with an ApiError.
 */
export async function request<T>(url: string, options: RequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? (options.json !== undefined || options.form || options.multipart ? 'POST' : 'GET');
  // A schema loader starts now, beside the call; a failure to load it fails the call (as unreachable).
  const schema = typeof options.schema === 'function' ? options.schema() : Promise.resolve(options.schema);
  // Awaited below; if the call fails first, nobody awaits it, and its failure is no unhandled rejection.
  schema.catch(() => undefined);
  try {
    const prepared = prepareBody(options);
    const response = await fetch(urlWith(url, options.params), {
      method,
      body: prepared.body,
      headers: await headersFor(options, prepared),
      signal: signalFor(options.signal, REQUEST_TIMEOUT_MS),
    });
    const data = await readEnvelope<T>(response, options.expectMessage);
    const checked = await schema;
    return checked ? parseData(checked, data, url) : data;
  } catch (e) {
    const error = toApiError(e);
    const quiet = options.quiet === true || (options.quiet === 'unreachable' && error.unreachable);
    if (!quiet) reportFailure(error);
    throw error;
  }
}

/**
 * A signed call that answers a file (SPEC §7: "blob requests add a signature header"): the same token and datasign
 * as `request`; an envelope instead of a file is a failure, reported as `request` reports it.
 */
export async function requestBlob(url: string, options: Omit<RequestOptions, 'schema' | 'expectMessage'> = {}): Promise<Blob> {
  try {
    const prepared = prepareBody(options);
    const response = await fetch(urlWith(url, options.params), {
      method: options.method ?? 'GET',
      body: prepared.body,
      headers: await headersFor(options, prepared),
      signal: signalFor(options.signal, REQUEST_TIMEOUT_MS),
    });
    if (response.ok && !(response.headers.get('content-type') ?? '').includes('json')) return await response.blob();
    await readEnvelope(response);
    throw new ApiError('transport', `HTTP ${response.status}`, response.status, response.status);
  } catch (e) {
    const error = toApiError(e);
    const quiet = options.quiet === true || (options.quiet === 'unreachable' && error.unreachable);
    if (!quiet) reportFailure(error);
    throw error;
  }
}
