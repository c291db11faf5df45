import type { z } from 'zod';
import type { Requirement } from './permissions';

/**
 * One HTTP call, declared once (docs/architecture.md, "Calls"): the server registers its route from it
 * (server/routes/service-route.ts, `route(CALL, …)`) and the client calls it (src/lib/api/call.ts, `call(CALL, input)`),
 * so the path, the method, the permission and the schemas are written in one place. Zod-free at run time: the login
 * page's calls give their schemas as loaders (`() => import('./…').then((m) => m.schema)`), which load with the call.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** A schema, or a loader of one (the login page's calls: zod loads with the call, not with the page). */
export type SchemaOrLoader<S extends z.ZodType = z.ZodType> = S | (() => Promise<S>);

interface CallShape {
  method: HttpMethod;
  path: string;
  /** The query's schema (GET) or the body's (POST, PUT, DELETE): parsed on the server, the input's type on the client. */
  input?: SchemaOrLoader;
  /** The schema of the envelope's `data`, checked by the client; `unchecked<T>()` where no schema is written yet. */
  output?: SchemaOrLoader | Unchecked<unknown>;
  /**
   * How the client sends the input when not as JSON (POST) or as the query (GET): a form, multipart, or the query of a
   * POST (SPEC §7 /park/login/phoneCode takes its code so).
   */
  body?: 'form' | 'multipart' | 'query';
  /** The answer is a file (server/routes/file-reply.ts), not an envelope: the client downloads it as a Blob. */
  download?: true;
  /**
   * The sync mutation this call is the REST name of (contract/mutation-call.ts): the route runs its service, and its
   * input and permission are the mutation's (the tests that try every route take the mutation's schema from here).
   */
  mutation?: string;
}
/** A call for signed-in members: what the member needs in the school the call names (contract/permissions.ts). */
export interface SignedInCall extends CallShape {
  permission: Requirement;
  anonymous?: undefined;
}
/** A call without a session (login, captcha, the parent's pages). */
export interface AnonymousCall extends CallShape {
  anonymous: true;
  permission?: undefined;
}
export type Call = SignedInCall | AnonymousCall;

/** Declares a call; the literal types (path, schemas) are kept, so input and output types reach both sides. */
export const defineCall = <const C extends Call>(call: C): C => call;

/**
 * The type of a `data` the client takes as it comes: calls written before their answers had schemas. It types both
 * sides but checks nothing; a zod schema in its place checks the answer (and drops the fields it does not name).
 */
export interface Unchecked<T> {
  readonly unchecked: true;
  readonly type?: T;
}
export const unchecked = <T>(): Unchecked<T> => ({ unchecked: true });

type Loaded<S> = S extends () => Promise<infer T> ? Narrowest<T> : S;
/** A loader's `.then` is typed by its context as well: `ZodType | TheSchema`; the wide member is dropped. */
type Narrowest<T> = T extends unknown ? (z.ZodType extends T ? never : T) : never;
type InputSchema<C> = C extends { input: infer S } ? Loaded<S> : undefined;
type OutputSchema<C> = C extends { output: infer S } ? Loaded<S> : undefined;

/**
 * What the client passes: the body schema's input, or a query's fields (those with a default optional) with their
 * parsed types (sent as text; an optional one may be null, dropped before sending as an empty one is); none, or all
 * optional, may be left out.
 */
export type CallInput<C extends Call> =
  InputSchema<C> extends z.ZodType
    ? Optional<
        C extends { method: 'GET' } | { body: 'query' }
          ? QueryInput<z.input<InputSchema<C>>, z.output<InputSchema<C>>>
          : z.input<InputSchema<C>>
      >
    : NoInput;
/** An input whose fields are all optional may be left out. */
type Optional<T> = object extends T ? T | undefined : T;
type QueryInput<In, Out> = {
  [K in keyof In]: K extends keyof Out ? (undefined extends In[K] ? Out[K] | null | undefined : Out[K]) : In[K];
};
type NoInput = undefined;
/** What the server's service receives: the parsed input. */
export type ParsedInput<C extends Call> = InputSchema<C> extends z.ZodType ? z.output<InputSchema<C>> : undefined;
/** What the client resolves with: the checked `data` (unknown when the call declares no output). */
export type CallOutput<C extends Call> =
  OutputSchema<C> extends z.ZodType ? z.output<OutputSchema<C>> : OutputSchema<C> extends Unchecked<infer T> ? T : unknown;

/** The output's schema (or loader) to check the answer with; none for an unchecked output. */
export const outputSchema = (call: Call): SchemaOrLoader | undefined =>
  call.output && !('unchecked' in call.output) ? call.output : undefined;

/** The schema itself, loading it when it is given as a loader. */
export const loadSchema = <S extends z.ZodType>(schema: SchemaOrLoader<S>): Promise<S> =>
  typeof schema === 'function' && !('safeParse' in schema) ? (schema as () => Promise<S>)() : Promise.resolve(schema as S);

/** Whether the input travels in the query string (GET) or in the body. */
export const inputInQuery = (call: Pick<Call, 'method' | 'body'>): boolean => call.method === 'GET' || call.body === 'query';
