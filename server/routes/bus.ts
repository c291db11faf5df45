import { BUS_SETTINGS_PAGE, busCalls } from '@contract/bus/fleet-calls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  busRowQuerySchema,
  CARD_IMAGE_MAX_BYTES,
  CARD_OCR_PATHS,
  type CardKind,
  CardOcrMsg,
  ErrorCode,
  Msg,
  ok,
  busSchoolQuerySchema,
  disableLineInputSchema,
  MUTATION_DECLS,
  type MutationName,
} from '@contract';
import { disableBusLine } from '../services/bus/fleet/disable-bus-line';
import { AppError } from '../lib/app-error';
import type { OcrProvider } from '../providers/ocr/ocr-provider';
import { disableBusStop } from '../services/bus/fleet/disable-bus-stop';
import { getBusCompany, getBusCompanyType, listBusCompanies, listCompanyTypes } from '../services/bus/fleet/get-bus-company';
import { getEscortTeacher, listEscortTeachers } from '../services/bus/fleet/list-escort-teachers';
import { getBusSettings } from '../services/bus/fleet/get-bus-settings';
import { isBusDriver } from '../services/bus/fleet/is-bus-driver';
import { recognizeCard } from '../services/bus/fleet/recognize-card';
import { getBusRow, listBusRows, listFuelCardAudits } from '../services/bus/fleet/list-bus-rows';
import { runMutation } from '../services/mutations';
import type { RouteDeps } from './deps';
import { body, query, serviceRoutes } from './service-route';

/** The page that reads the settings; its `:edit` action writes them (contract/bus/fleet.ts). */
const PAGE = BUS_SETTINGS_PAGE;

/** SPEC §7 "School bus" writes (vehicle host, /api): each runs the same service as its sync mutation. */
const WRITES: ReadonlyArray<readonly [path: string, mutation: MutationName]> = [
  ['/api/doDriverInfo', 'busDriver.save'],
  ['/v2/driver', 'busDriver.save'],
  ['/api/deleteDriverInfo', 'busDriver.delete'],
  ['/api/editCarInfo', 'busCar.save'],
  ['/v2/bus/addOrEditSchoolBus', 'busCar.save'],
  ['/api/deleteCarInfo', 'busCar.delete'],
  ['/api/setCarSiteInfo', 'busStop.save'],
  ['/v2/site', 'busStop.save'],
  ['/api/doRouteInfo', 'busRoute.save'],
  // The two halves of the settings row: each names only its own fields.
  ['/api/updateAlarmConfig', 'busSettings.save'],
  ['/api/saveMessagePushTemplate', 'busSettings.save'],
  // 油卡: apply, then the moves of FUEL_CARD_TRANSITIONS.
  ['/api/applyOilCard', 'fuelCard.apply'],
  ['/api/adoptCardAudit', 'fuelCard.approve'],
  ['/api/rejectCardAudit', 'fuelCard.reject'],
  ['/api/distributionCard', 'fuelCard.allocate'],
  ['/api/cancellationCard', 'fuelCard.cancel'],
  // 线路 (and the V2 names of the same calls): create and update are the one upsert by the client's id.
  ...(['', 'V2'] as const).flatMap((v) => [
    [`/api/createLineInfo${v}`, 'busLine.save'] as const,
    [`/api/updateLineInfo${v}`, 'busLine.save'] as const,
    [`/api/deleteLine${v}`, 'busLine.delete'] as const,
  ]),
  ['/api/companyInfo', 'busCompany.save'],
];

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

export function busRoutes(app: FastifyInstance, deps: RouteDeps, ocr: OcrProvider): void {
  const route = serviceRoutes(app, deps);
  for (const [path, mutation] of WRITES) {
    route('POST', path, {
      permission: MUTATION_DECLS[mutation].permission,
      input: (req) => req.body,
      run: (ctx, args) => runMutation(ctx, mutation, args),
      tx: true,
    });
  }
  route(busCalls.disableBusStop, { run: disableBusStop, tx: true });
  for (const path of ['/api/disableEnableLine', '/api/disableEnableLineV2']) {
    route('POST', path, {
      permission: MUTATION_DECLS['busLine.save'].permission,
      input: body(disableLineInputSchema),
      run: disableBusLine,
      tx: true,
    });
  }
  const lists = [
    ['/api/driverInfo', listBusRows('busDrivers')],
    ['/api/carInfo', listBusRows('busCars')],
    ['/api/carSiteInfo', listBusRows('busStops')],
    ['/api/routeInfo', listBusRows('busRoutes')],
    ['/api/oilCardInfo', listBusRows('busFuelCards')],
    ['/api/auditList', listFuelCardAudits],
    ['/api/getAlarmConfig', getBusSettings],
    ['/api/getMessagePushTemplate', getBusSettings],
    ['/v2/driver', listBusRows('busDrivers')],
    ['/v2/site', listBusRows('busStops')],
    ['/api/getLineInfo', listBusRows('busLines')],
    ['/api/getLineInfoV2', listBusRows('busLines')],
    ['/api/teacherInfo', listEscortTeachers],
    ['/api/companyInfo', listBusCompanies],
    ['/api/companyInfoOne', getBusCompany],
    ['/api/companyTypeInfo', getBusCompanyType],
    ['/api/getCompanyTypeInfoAll', listCompanyTypes],
  ] as const;
  for (const [path, run] of lists) route('GET', path, { permission: PAGE, input: query(busSchoolQuerySchema), run });
  const ones = [
    ['/api/driverInfoOne', getBusRow('busDrivers')],
    ['/api/getCarInfo', getBusRow('busCars')],
    ['/api/getRouteInfoOne', getBusRow('busRoutes')],
  ] as const;
  for (const [path, run] of ones) route('GET', path, { permission: PAGE, input: query(busRowQuerySchema), run });
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
