import { type Call, type CallInput, type CallOutput, inputInQuery, outputSchema } from '@contract/call';
import type { QueryValue } from '@contract/query-payload';
import { type RequestOptions, request, requestBlob } from './client';

/** What a caller may add to a declared call: quiet, a signal, the signing identity… never the path or the schemas. */
export type CallOptions = Omit<RequestOptions, 'schema' | 'method' | 'params' | 'json' | 'form' | 'multipart'>;

/** The input (left out when the call has none, or none required) and the options. */
type CallArgs<C extends Call> =
  undefined extends CallInput<C> ? [input?: CallInput<C>, options?: CallOptions] : [input: CallInput<C>, options?: CallOptions];

/** The declared call's input as `request` sends it: the query (GET), JSON, a form or a multipart body. */
function sending(c: Call, input: unknown): RequestOptions {
  if (input === undefined) return { method: c.method };
  if (inputInQuery(c)) return { method: c.method, params: input as Record<string, QueryValue> };
  if (c.body === 'form') return { method: c.method, form: input as Record<string, string | undefined> };
  if (c.body === 'multipart') return { method: c.method, multipart: input as FormData };
  return { method: c.method, json: input };
}

/**
 * Calls a call declared in the contract (contract/call.ts): its path, method and output schema come from the
 * declaration; an anonymous call is sent unsigned unless the options say otherwise.
 */
export const call = <C extends Call>(c: C, ...[input, options = {}]: CallArgs<C>): Promise<CallOutput<C>> =>
  request<CallOutput<C>>(c.path, {
    anonymous: c.anonymous,
    ...options,
    ...sending(c, input),
    schema: outputSchema(c) as RequestOptions<CallOutput<C>>['schema'],
  });

/** Downloads the file a declared call answers (`download: true`), signed as any call. */
export const download = <C extends Call & { download: true }>(c: C, ...[input, options = {}]: CallArgs<C>): Promise<Blob> =>
  requestBlob(c.path, { anonymous: c.anonymous, ...options, ...sending(c, input) });
