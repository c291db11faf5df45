import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, RouteOptions, RouteShorthandOptions } from 'fastify';
import {
  type AnonymousCall,
  type Call,
  inputInQuery,
  loadSchema,
  ok,
  type ParsedInput,
  type Requirement,
  type SignedInCall,
} from '@contract';
import type { z } from 'zod';
import { parseInput, parseQuery } from '../lib/parse';
import type { AuthedContext, ServiceContext } from '../services/context';
import { requirePermission } from '../services/permissions/require-permission';
import type { RouteDeps } from './deps';
import { type FileAnswer, sendFile } from './file-reply';

interface RouteSpec<C, I> {
  /**
   * The input, from the request, where the call's declared schema does not say it all (a field taken from the
   * request itself, a body the service parses on its own): `parseCall(CALL, req)` is the declared parse.
   */
  input?: (req: FastifyRequest) => I;
  run: (ctx: C, input: NoInfer<I>) => Promise<unknown>;
  /** The envelope's msg on success. */
  msg?: string | ((input: NoInfer<I>) => string);
  /**
   * Runs the service in one transaction: a write shared with a sync mutation, whose change-log entries and
   * operation-log line commit with it. Not for calls that must keep a write when they refuse (a wrong SMS code
   * counts even though the call fails): those services open their own transactions.
   */
  tx?: boolean;
  /**
   * Work owed once the service's writes are committed (the payment provider's calls: server/services/provider-payments),
   * awaited before the answer, whether the service succeeded or not. It must not throw: what it could not do is tried
   * again by its own schedule.
   */
  after?: () => Promise<void>;
  /** Fastify route options: rate limits. */
  options?: RouteShorthandOptions;
}
interface SignedInSpec<I> extends RouteSpec<AuthedContext, I> {
  /** A write an expired school's members may still make (paying its orders, the user's own settings). */
  whileExpired?: true;
  /** The 403's message where a screen words it (default PermissionMsg.denied). */
  deniedMsg?: string;
  /**
   * The school a call acts on when the request names none but a row (an edit by id): the permission is checked
   * there as well, so a row of another of the user's schools needs the right (and an unexpired service) there.
   * Undefined when the row does not exist (the service then answers 404).
   */
  schoolOf?: (ctx: AuthedContext, input: NoInfer<I>) => Promise<number | undefined>;
}

/** The call's input from a request, parsed with its declared schema (a 400 with the schema's Chinese message). */
export function parseCall<C extends Call>(call: C, req: FastifyRequest): ParsedInput<C> {
  const schema = call.input as z.ZodType | undefined;
  if (!schema) return undefined as ParsedInput<C>;
  if (typeof schema === 'function') throw new Error(`${call.path}: a lazy input schema is parsed by the route's handler`);
  return (inputInQuery(call) ? parseQuery(schema, req.query) : parseInput(schema, req.body)) as ParsedInput<C>;
}

async function parseLoaded<C extends Call>(call: C, req: FastifyRequest): Promise<ParsedInput<C>> {
  if (!call.input) return undefined as ParsedInput<C>;
  const schema = await loadSchema(call.input);
  return (inputInQuery(call) ? parseQuery(schema, req.query) : parseInput(schema, req.body)) as ParsedInput<C>;
}

/** The auth plugin's config of a call: anonymous, or the permission it needs (server/plugins/auth.ts). */
function authConfig(call: Call, extra: { whileExpired?: true; deniedMsg?: string } = {}): Record<string, unknown> {
  if (call.anonymous) return { anonymous: true };
  return {
    permission: call.permission,
    ...(call.mutation ? { mutation: call.mutation } : {}),
    ...(extra.whileExpired ? { whileExpired: true } : {}),
    ...(extra.deniedMsg ? { deniedMsg: extra.deniedMsg } : {}),
  };
}

/**
 * A route of a call whose handler is its own (a socket, an upload, a raw reply): its method, path and auth config
 * come from the declaration.
 */
export function callRoute(call: Call, options: Omit<RouteOptions, 'method' | 'url'>): RouteOptions {
  return { ...options, method: call.method, url: call.path, config: { ...options.config, ...authConfig(call) } };
}

/**
 * A call that answers a file (`download: true` in its declaration): the input parsed as declared, the file built by
 * the signed-in member, sent by `sendFile`.
 */
export function fileRoute<C extends Call>(
  app: FastifyInstance,
  { authed }: RouteDeps,
  call: C,
  build: (ctx: AuthedContext, input: ParsedInput<C>) => Promise<FileAnswer>,
): void {
  app.route(
    callRoute(call, {
      handler: async (req: FastifyRequest, reply: FastifyReply) => sendFile(reply, await build(authed(req), parseCall(call, req))),
    }),
  );
}

/**
 * The one way a route file declares a call that runs a service: the call's declaration (contract/call.ts) gives the
 * method, the path, the permission the auth plugin checks and the input's schema (a 400 with its Chinese message);
 * the route runs the service as the signed-in user (or anonymously), in a transaction when asked, and answers
 * ok(data, msg).
 */
export function serviceRoutes(app: FastifyInstance, { ctx, authed }: RouteDeps) {
  function register(
    method: HTTPMethods,
    url: string,
    config: Record<string, unknown>,
    spec: SignedInSpec<unknown> & { anonymous?: boolean; permission?: Requirement },
    parse: (req: FastifyRequest) => unknown,
  ) {
    const options = spec.options ?? {};
    const write = method !== 'GET' && !(!spec.anonymous && spec.whileExpired);
    app.route({
      ...options,
      config: { ...options.config, ...config },
      method,
      url,
      handler: async (req) => {
        const base: ServiceContext = spec.anonymous ? { ...ctx, ip: req.ip, userAgent: req.headers['user-agent'] } : authed(req);
        const input = await parse(req);
        if (!spec.anonymous && spec.schoolOf) {
          const schoolId = await spec.schoolOf(base as AuthedContext, input);
          if (schoolId !== undefined) {
            await requirePermission(base as AuthedContext, schoolId, spec.permission as Requirement, { write, deniedMsg: spec.deniedMsg });
          }
        }
        const run = spec.run as (c: ServiceContext, i: unknown) => Promise<unknown>;
        let data: unknown;
        try {
          data = spec.tx ? await base.db.transaction((tx) => run({ ...base, db: tx }, input)) : await run(base, input);
        } finally {
          // Also after a failure: a service with its own transactions may have committed some before it failed.
          await spec.after?.();
        }
        return ok(data, typeof spec.msg === 'function' ? spec.msg(input) : spec.msg);
      },
    });
  }
  function route<C extends SignedInCall, I = ParsedInput<C>>(call: C, spec: SignedInSpec<I>): void;
  function route<C extends AnonymousCall, I = ParsedInput<C>>(call: C, spec: RouteSpec<ServiceContext, I>): void;
  function route(a: Call, b: unknown): void {
    const s = b as SignedInSpec<unknown>;
    register(
      a.method,
      a.path,
      authConfig(a, s),
      { ...s, anonymous: a.anonymous, permission: a.permission },
      s.input ?? ((req) => parseLoaded(a, req)),
    );
  }
  return route;
}
