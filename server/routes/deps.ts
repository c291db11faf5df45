import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { AuthedContext, ServiceContext } from '../services/context';

export interface RouteDeps {
  ctx: ServiceContext;
  /** The service context of a signed-in request (the auth plugin has set its session). */
  authed(request: FastifyRequest): AuthedContext;
}

export function routeDeps(ctx: ServiceContext): RouteDeps {
  return {
    ctx,
    authed(request) {
      if (!request.session) throw AppError.tokenExpired();
      return { ...ctx, session: request.session, ip: request.ip, userAgent: request.headers['user-agent'] };
    },
  };
}
