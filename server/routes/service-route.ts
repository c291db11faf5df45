import type { FastifyInstance, FastifyRequest, HTTPMethods, RouteShorthandOptions } from 'fastify';
import { ok, type Requirement } from '@contract';
import type { z } from 'zod';
import { parseInput, parseQuery } from '../lib/parse';
import type { AuthedContext, ServiceContext } from '../services/context';
import { requirePermission } from '../services/permissions/require-permission';
import type { RouteDeps } from './deps';

interface RouteSpec<C, I> {
  /** The input, from the request: `body(schema)`, `query(schema)`, or a function of the request. */
  input?: (req: FastifyRequest) => I;
  run: (ctx: C, input: I) => Promise<unknown>;
  /** The envelope's msg on success. */
  msg?: string | ((input: I) => string);
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
type SignedIn<I> = RouteSpec<AuthedContext, I> & {
  anonymous?: false;
  /** What the member needs in the school the call names (contract/permissions.ts); checked before `run`. */
  permission: Requirement;
  /** A write an expired school's members may still make (paying its orders, the user's own settings). */
  whileExpired?: true;
  /** The 403's message where a screen words it (default PermissionMsg.denied). */
  deniedMsg?: string;
  /**
   * The school a call acts on when the request names none but a row (an edit by id): the permission is checked
   * there as well, so a row of another of the user's schools needs the right (and an unexpired service) there.
   * Undefined when the row does not exist (the service then answers 404).
   */
  schoolOf?: (ctx: AuthedContext, input: I) => Promise<number | undefined>;
};
/** A call without a session: the service gets the server's context with the caller's address. */
type Anonymous<I> = RouteSpec<ServiceContext, I> & { anonymous: true };

export const body =
  <T extends z.ZodType>(schema: T) =>
  (req: FastifyRequest): z.infer<T> =>
    parseInput(schema, req.body);
export const query =
  <T extends z.ZodType>(schema: T) =>
  (req: FastifyRequest): z.infer<T> =>
    parseQuery(schema, req.query);

/**
 * The one way a route file declares a call that runs a service: the permission it needs (the auth plugin checks
 * it), parse the input (a 400 with the schema's Chinese message), run the service as the signed-in user (or
 * anonymously), in a transaction when asked, answer ok(data, msg).
 */
export function serviceRoutes(app: FastifyInstance, { ctx, authed }: RouteDeps) {
  function route<I>(method: HTTPMethods, url: string, spec: SignedIn<I>): void;
  function route<I>(method: HTTPMethods, url: string, spec: Anonymous<I>): void;
  function route(method: HTTPMethods, url: string, spec: SignedIn<unknown> | Anonymous<unknown>): void {
    const options = spec.options ?? {};
    const config = spec.anonymous
      ? { ...options.config, anonymous: true }
      : {
          ...options.config,
          permission: spec.permission,
          ...(spec.whileExpired ? { whileExpired: true } : {}),
          ...(spec.deniedMsg ? { deniedMsg: spec.deniedMsg } : {}),
        };
    const write = method !== 'GET' && !(!spec.anonymous && spec.whileExpired);
    app.route({
      ...options,
      config,
      method,
      url,
      handler: async (req) => {
        const base: ServiceContext = spec.anonymous ? { ...ctx, ip: req.ip, userAgent: req.headers['user-agent'] } : authed(req);
        const input = spec.input?.(req);
        if (!spec.anonymous && spec.schoolOf) {
          const schoolId = await spec.schoolOf(base as AuthedContext, input);
          if (schoolId !== undefined) {
            await requirePermission(base as AuthedContext, schoolId, spec.permission, { write, deniedMsg: spec.deniedMsg });
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
  return route;
}
