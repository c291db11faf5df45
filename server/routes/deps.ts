import type { AreaMutationName, AreaName, DomainAreaName, DomainName, MutationName } from '@contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { OcrProvider } from '../providers/ocr/ocr-provider';
import type { PaymentProvider } from '../providers/payments/payment-provider';
import type { SandboxPayments } from '../providers/payments/sandbox-payments';
import type { StorageProvider } from '../providers/storage/storage-provider';
import type { BusAlertEngine } from '../services/bus/alerts/alert-engine';
import type { BusAlertHub } from '../services/bus/alerts/alert-hub';
import type { TripEventHub } from '../services/bus/operations/trip-event-hub';
import type { TrackDayCache } from '../services/bus/positions/track-day-cache';
import type { AreaServices, Services } from '../services/area-services';
import type { AuthedContext, ServiceContext } from '../services/context';
import type { Mutations } from '../services/mutations';
import type { NoticeHub } from '../services/notifications/notice-hub';
import type { PaymentFollowUps } from '../services/payment-settlement/payment-follow-ups';
import type { PullPageCache } from '../sync/page-cache';
import type { PokeHub } from '../sync/pokes';

/** The app's long-lived parts (server/app.ts makes them once) that some routes use beside the service context. */
export interface AppParts {
  /** Every mutation's service behind its contract checks: what push and the REST calls that write run. */
  mutations: Mutations;
  payments: PaymentProvider;
  /** The provider calls owed after commits (closing QRs' trades, giving back money that cannot be applied). */
  followUps: PaymentFollowUps;
  /** The local payment sandbox, when it is the provider. */
  sandbox: SandboxPayments | undefined;
  storage: StorageProvider;
  ocr: OcrProvider;
  busAlerts: BusAlertEngine;
  /** Built bus-days for playback. */
  trackDays: TrackDayCache;
  /** The bus socket's feed of trip events and positions. */
  tripEvents: TripEventHub;
  alertHub: BusAlertHub;
  notices: NoticeHub;
  pokes: PokeHub;
  pullPages: PullPageCache;
  /** Runs the areas' daily reminders now (a development aid). */
  runReminders: () => Promise<number>;
}

export interface RouteDeps {
  ctx: ServiceContext;
  /** The service context of a signed-in request (the auth plugin has set its session). */
  authed(request: FastifyRequest): AuthedContext;
  parts: AppParts;
}

/** A file of routes: each registers its calls with the same dependencies (server/routes/<domain>/index.ts lists them). */
export type RoutePlugin = (app: FastifyInstance, deps: RouteDeps) => void | Promise<void>;
/** A part of a domain on the server: its routes, and the mutation services of an area the contract declares. */
export interface ServerPart {
  routes: readonly RoutePlugin[];
  services?: Partial<Services>;
}
/** An area's part: every mutation its contract file declares has its service (an area without mutations: none). */
type AreaServer<A extends AreaName> = { routes: readonly RoutePlugin[] } & ([AreaMutationName<A> & MutationName] extends [never]
  ? { services?: never }
  : { services: AreaServices<A> });
/**
 * A domain on the server (server/routes/<domain>/index.ts), by part: every area its contract list names, then the
 * domain's parts that replicate nothing.
 */
export type DomainServer<D extends DomainName> = { [A in DomainAreaName<D>]: AreaServer<A & AreaName> } & Record<string, ServerPart>;

export function routeDeps(ctx: ServiceContext, parts: AppParts): RouteDeps {
  return {
    ctx,
    parts,
    authed(request) {
      if (!request.session) throw AppError.tokenExpired();
      return { ...ctx, session: request.session, ip: request.ip, userAgent: request.headers['user-agent'] };
    },
  };
}
