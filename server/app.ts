import { ErrorCode, Msg, ok } from '@contract';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import { type Config, tileOrigins } from './config';
import type { Database, Db } from './db/client';
import { type Clock, MovableClock, systemClock } from './lib/clock';
import { authPlugin } from './plugins/auth';
import { bodyPlugin } from './plugins/body';
import { envelopePlugin } from './plugins/envelope';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';
import { routeDeps } from './routes/deps';
import { devAidRoutes } from './routes/dev-aids';
import { MUTATION_SERVICES, ROUTES } from './routes';
import { SandboxPayments } from './providers/payments/sandbox-payments';
import { createPaymentProvider } from './providers/payments/create-payment-provider';
import { startPromotionScheduler } from './services/people/promotion/promotion-scheduler';
import { startDailyReminders } from './services/daily-reminders';
import { startMedicationReminders } from './services/health/medication/medication-reminder-scheduler';
import { TripEventHub } from './services/bus/operations/trip-event-hub';
import { BusAlertEngine } from './services/bus/alerts/alert-engine';
import { BusAlertHub } from './services/bus/alerts/alert-hub';
import { POSITIONS_CHANNEL } from './services/bus/positions/store-fixes';
import { TrackDayCache } from './services/bus/positions/track-day-cache';
import { createSmsProvider } from './providers/sms/create-sms-provider';
import { localBusPushProvider } from './providers/bus-push/local-bus-push-provider';
import type { BusPushProvider } from './providers/bus-push/bus-push-provider';
import type { SmsConsole } from './providers/sms/local-sms-provider';
import type { SmsProvider } from './providers/sms/sms-provider';
import { createOcrProvider } from './providers/ocr/create-ocr-provider';
import type { OcrProvider } from './providers/ocr/ocr-provider';
import { createStorageProvider } from './providers/storage/create-storage-provider';
import type { StorageProvider } from './providers/storage/storage-provider';
import { databaseCaptchaVerifier } from './services/captcha/captcha-verifier';
import { PaymentFollowUps } from './services/payment-settlement/payment-follow-ups';
import type { CaptchaVerifier } from './services/context';
import { NoticeHub } from './services/notifications/notice-hub';
import { Mutations } from './services/mutations';
import { AccessCache } from './services/session/access-cache';
import { PullPageCache } from './sync/page-cache';
import { PokeHub } from './sync/pokes';

export interface AppDeps {
  db: Db;
  /**
   * LISTEN for sync pokes and access announcements; without it WebSocket clients are never poked (they still pull on
   * their timer) and sessions and rights are read from the database on every request.
   */
  listen?: Database['listen'];
  config: Config;
  clock?: Clock;
  captcha?: CaptchaVerifier;
  /** Defaults to the configured provider (the local sink unless SMS_HTTP_URL is set). */
  sms?: SmsProvider;
  /** Where the local SMS provider prints each message for the person running the server (default: the console). */
  smsConsole?: SmsConsole;
  /** Where the bus's parents' messages go: the local provider (records them as sent) by default. */
  busPush?: BusPushProvider;
  /** Defaults to the configured storage (local disk under DATA_DIR unless STORAGE=s3). */
  storage?: StorageProvider;
  /** Full pull pages kept for a school's next devices (server/sync/page-cache.ts); a new one by default. */
  pullPages?: PullPageCache;
  logger?: boolean;
  /** Who is signed in and may do what, per process (a new one by default; tests keep theirs to await announcements). */
  accessCache?: AccessCache;
  /** The payment provider (server/providers/payments): the local sandbox by default; tests keep theirs to replay notices. */
  payments?: SandboxPayments;
  /**
   * The provider calls owed after commits (closing QRs' trades, giving back money that cannot be applied): by default
   * the app makes one on its provider and runs it at start and every minute; tests keep theirs and run it themselves.
   */
  paymentFollowUps?: PaymentFollowUps;
  /** Card recognition (server/providers/ocr): the configured one by default (its model loads on first use). */
  ocr?: OcrProvider;
  /**
   * The bus alert engine (server/services/bus/alerts): the HTTP ingestion hands it the fixes it stores. main.ts shares
   * one with the JT/T 808 listener and starts it; by default the app makes one and runs its silent check.
   */
  busAlerts?: BusAlertEngine;
  /** Told of every route as it is registered: the tests that try every route list them this way. */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the whole server on the given dependencies; tests call it with a test database and `inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  // With the development aids the clock may be moved by an end-to-end test hook (server/routes/dev-aids.ts).
  const clock = deps.clock ?? (deps.config.devAids ? new MovableClock() : systemClock);
  const pokes = new PokeHub();
  if (deps.listen) await pokes.start({ listen: deps.listen });
  // New fixes committed, per school (store-fixes.ts): the bus socket sends the cars' positions then.
  const positionPokes = new PokeHub();
  if (deps.listen) await positionPokes.start({ listen: deps.listen }, POSITIONS_CHANNEL);
  // Built bus-days for playback, dropped when a day's positions change (the same NOTIFY).
  const trackDays = new TrackDayCache();
  if (deps.listen) await trackDays.start({ listen: deps.listen });
  const notices = new NoticeHub();
  if (deps.listen) await notices.start({ listen: deps.listen });
  const accessCache = deps.accessCache ?? new AccessCache();
  if (deps.listen) await accessCache.start({ listen: deps.listen });
  const storage = deps.storage ?? createStorageProvider(deps.config);
  const sandbox = deps.payments ?? (deps.config.payments === 'sandbox' ? new SandboxPayments(clock) : undefined);
  const payments = createPaymentProvider(deps.config, clock, sandbox);
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: false,
    bodyLimit: 1024 * 1024,
    // A url Fastify cannot decode (broken percent-encoding) is bad input like any other: the envelope, in Chinese.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) =>
      error.code === 'FST_ERR_BAD_URL'
        ? reply.status(400).send({ code: ErrorCode.badRequest, msg: Msg.invalidParams, data: null })
        : reply.status(500).send({ code: ErrorCode.serverError, msg: Msg.networkError, data: null }),
  });

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);

  // The bus socket's feed reads the change log when the sync NOTIFY says a school's rows moved, and the latest fixes
  // when the positions NOTIFY says new ones were stored.
  const tripEvents = new TripEventHub(deps.db, pokes, undefined, (e) => app.log.error(e, 'bus socket feed failed'), positionPokes);
  // Bus alerts: judged after the fixes are stored, announced to the bus socket by NOTIFY.
  const alertHub = new BusAlertHub(deps.db, undefined, (e) => app.log.error(e, 'bus alert feed failed'));
  if (deps.listen) await alertHub.start({ listen: deps.listen });
  const busAlerts = deps.busAlerts ?? new BusAlertEngine(deps.db, clock, (e) => app.log.error(e, 'bus alerts failed')).start();
  if (!deps.busAlerts) app.addHook('onClose', () => busAlerts.stop());
  const followUps =
    deps.paymentFollowUps ??
    new PaymentFollowUps(deps.db, clock, payments, (e) => app.log.warn({ err: e }, 'payment follow-up failed')).start();
  if (!deps.paymentFollowUps) app.addHook('onClose', () => followUps.stop());

  // External plugins, then the app's own, then routes (ARCHITECTURE.md, Server).
  // The map's tile server (MAP_TILE_URL), when one is set, is fetched from the page too.
  await securityPlugin(app, [...storage.browserOrigins, ...tileOrigins(deps.config.mapTiles)]);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await bodyPlugin(app);
  envelopePlugin(app);
  app.get('/healthz', { config: { anonymous: true } }, async () => ok({ ok: true }));

  // The API lives in its own encapsulated context, so the auth gate guards every API route and no static file.
  // 升班 plans run on their day: at start, on a timer, and when a request comes after the last check.
  const promotions = startPromotionScheduler(deps.db, clock, (e) => app.log.error(e));
  app.addHook('onReady', async () => void (await promotions.runIfDue({ force: true })));
  app.addHook('onClose', () => promotions.stop());
  // The areas' reminders in 通知: at start, then each China day (a failure is logged, never fails a request).
  const reminders = startDailyReminders(deps.db, clock, (e) => app.log.error(e));
  const remind = (force = false) => reminders.runIfDue({ force }).catch((e) => void app.log.error(e));
  app.addHook('onReady', async () => void (await remind(true)));
  app.addHook('onClose', () => reminders.stop());
  // 喂药提醒: each minute, and on a request after the minute turned (a failure is logged, never fails a request).
  const medication = startMedicationReminders(deps.db, clock, (e) => app.log.error(e));
  const remindDoses = () => medication.runIfDue().catch((e) => void app.log.error(e));
  app.addHook('onClose', () => medication.stop());

  await app.register(async (api) => {
    api.addHook('onRequest', async () => {
      await promotions.runIfDue();
      await remind();
      await remindDoses();
    });
    authPlugin(api, { db: deps.db, clock, accessCache });
    const routes = routeDeps(
      {
        db: deps.db,
        clock,
        accessCache,
        config: deps.config,
        captcha: deps.captcha ?? databaseCaptchaVerifier(deps.db, clock),
        sms: deps.sms ?? createSmsProvider(deps.config, deps.db, clock, deps.smsConsole),
        busPush: deps.busPush ?? localBusPushProvider(clock),
      },
      {
        mutations: new Mutations(MUTATION_SERVICES),
        payments,
        followUps,
        sandbox,
        storage,
        ocr: deps.ocr ?? createOcrProvider(deps.config),
        busAlerts,
        trackDays,
        tripEvents,
        alertHub,
        notices,
        pokes,
        pullPages: deps.pullPages ?? new PullPageCache(),
        runReminders: async () => (await reminders.runIfDue({ force: true })) + (await medication.runIfDue({ force: true })),
      },
    );
    for (const register of ROUTES) await register(api, routes);
    await devAidRoutes(api, routes);
  });

  // The sandbox calls back over HTTP like a real provider: through the app's own router, so the notice is verified.
  sandbox?.deliverWith(async (url, payload, headers) => (await app.inject({ method: 'POST', url, payload, headers })).statusCode === 200);
  await webPlugin(app, deps.config.webDir);
  app.addHook('onClose', () => tripEvents.close());
  app.addHook('onClose', () => alertHub.close());
  app.addHook('onClose', () => pokes.close());
  app.addHook('onClose', () => positionPokes.close());
  app.addHook('onClose', () => trackDays.close());
  app.addHook('onClose', () => notices.close());
  app.addHook('onClose', () => accessCache.close());
  return app;
}
