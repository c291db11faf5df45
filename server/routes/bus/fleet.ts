import { BUS_WRITE_CALLS, busCalls, busListCalls, busRowCalls, DISABLE_LINE_CALLS } from '@contract/bus/fleet-calls';
import type { ParsedInput } from '@contract/call';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CARD_IMAGE_MAX_BYTES, CARD_OCR_PATHS, type CardKind, CardOcrMsg, ErrorCode, Msg, MUTATION_DECLS, ok } from '@contract';
import { disableBusLine } from '../../services/bus/fleet/disable-bus-line';
import { AppError } from '../../lib/app-error';
import type { OcrProvider } from '../../providers/ocr/ocr-provider';
import { disableBusStop } from '../../services/bus/fleet/disable-bus-stop';
import { getBusCompany, getBusCompanyType, listBusCompanies, listCompanyTypes } from '../../services/bus/fleet/get-bus-company';
import { getEscortTeacher, listEscortTeachers } from '../../services/bus/fleet/list-escort-teachers';
import { getBusSettings } from '../../services/bus/fleet/get-bus-settings';
import { isBusDriver } from '../../services/bus/fleet/is-bus-driver';
import { recognizeCard } from '../../services/bus/fleet/recognize-card';
import { getBusRow, listBusRows, listFuelCardAudits } from '../../services/bus/fleet/list-bus-rows';
import type { AuthedContext } from '../../services/context';
import type { RouteDeps } from '../deps';
import { serviceRoutes } from '../service-route';

/**
 * A recognition keeps a core busy for about a second: 10 a minute per user, both kinds together (one limiter for
 * the two routes). Counted when a photo reaches the model, so the key is the signed-in user and refusing a
 * bad file (cheap) never uses the allowance up.
 */
const RECOGNIZE_LIMIT = {
  max: 10,
  timeWindow: '1 minute',
  keyGenerator: (req: FastifyRequest) => `u:${req.session?.userId ?? req.ip}`,
} as const;
/** One photo; busboy stops reading one byte past the limit. */
const PHOTO_LIMITS = { files: 1, fields: 5, fieldSize: 1024, fileSize: CARD_IMAGE_MAX_BYTES };

export function fleetRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ocr } = deps.parts;
  const route = serviceRoutes(app, deps);
  for (const { call, mutation } of BUS_WRITE_CALLS) {
    route(call, { input: (req) => req.body, run: (ctx, args) => deps.parts.mutations.run(ctx, mutation, args), tx: true });
  }
  route(busCalls.disableBusStop, { run: disableBusStop, tx: true });
  for (const call of DISABLE_LINE_CALLS) route(call, { run: disableBusLine, tx: true });
  const lists: Record<
    keyof typeof busListCalls,
    (ctx: AuthedContext, input: ParsedInput<typeof busListCalls.drivers>) => Promise<unknown>
  > = {
    drivers: listBusRows('busDrivers'),
    cars: listBusRows('busCars'),
    stops: listBusRows('busStops'),
    routes: listBusRows('busRoutes'),
    fuelCards: listBusRows('busFuelCards'),
    fuelCardAudits: listFuelCardAudits,
    alarmConfig: getBusSettings,
    messagePushTemplate: getBusSettings,
    driversV2: listBusRows('busDrivers'),
    stopsV2: listBusRows('busStops'),
    lines: listBusRows('busLines'),
    linesV2: listBusRows('busLines'),
    escortTeachers: listEscortTeachers,
    companies: listBusCompanies,
    company: getBusCompany,
    companyType: getBusCompanyType,
    companyTypes: listCompanyTypes,
  };
  for (const [name, run] of Object.entries(lists)) route(busListCalls[name as keyof typeof lists], { run });
  const rows = { driver: getBusRow('busDrivers'), car: getBusRow('busCars'), route: getBusRow('busRoutes') };
  for (const [name, run] of Object.entries(rows)) route(busRowCalls[name as keyof typeof rows], { run });
  route(busCalls.isBusDriver, { run: isBusDriver });
  route(busCalls.busGetSchoolBusInfoBySchoolBusId, {
    run: (ctx, { schoolId, schoolBusId }) => getBusRow('busCars')(ctx, { schoolId, id: schoolBusId }),
  });
  // The member themselves as a teacher on board: any member may ask (the boarding app opens with it).
  route(busCalls.getEscortTeacher, { run: getEscortTeacher });

  // /v2/schoolbus: an ID card or driving licence photo (multipart `file`) → the fields for the driver form to show.
  const overLimit = app.createRateLimit(RECOGNIZE_LIMIT);
  for (const [kind, path] of Object.entries(CARD_OCR_PATHS) as [CardKind, string][]) {
    app.post(path, { config: { permission: MUTATION_DECLS['busDriver.save'].permission } }, async (req, reply) => {
      const ctx = deps.authed(req);
      if (ocr.kind === 'off') {
        // The photo is not read: close the connection rather than drain it.
        reply.header('connection', 'close');
        throw AppError.badRequest(CardOcrMsg.off);
      }
      const part = await req.file({ limits: PHOTO_LIMITS }).catch(() => undefined);
      if (!part) throw AppError.badRequest(CardOcrMsg.empty);
      const image = await part.toBuffer().catch((e: { code?: string }) => {
        reply.header('connection', 'close');
        throw AppError.badRequest(e.code === 'FST_REQ_FILE_TOO_LARGE' ? CardOcrMsg.tooLarge : CardOcrMsg.unreadable);
      });
      const metered: OcrProvider = {
        kind: ocr.kind,
        async readLines(photo) {
          const count = await overLimit(req);
          if (!count.isAllowed && count.isExceeded) throw new AppError(ErrorCode.tooManyRequests, Msg.tooManyRequests);
          return ocr.readLines(photo);
        },
      };
      return ok(await recognizeCard({ ...ctx, ocr: metered }, { kind, image }));
    });
  }
}
