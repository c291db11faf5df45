import { busOpsCalls } from '@contract/bus-ops-calls';
import type { FastifyInstance } from 'fastify';
import {
  BUS_SOCKET_PATH,
  type BusSocketMessage,
  busSchoolQuerySchema,
  CONTROL_PAGE,
  exportDataQuerySchema,
  MONITOR_PAGE,
  type Permission,
  RECORDS_PAGE,
  tripRecordsQuerySchema,
} from '@contract';
import { formatDateTime } from '../lib/format';
import { parseQuery } from '../lib/parse';
import { XLSX_TYPE } from '../lib/xlsx-table';
import type { AuthedContext } from '../services/context';
import { dayTripEvents } from '../services/bus-ops/day-trip-events';
import { exportBusData } from '../services/bus-ops/export-bus-data';
import { exportRouteData } from '../services/bus-ops/export-route-data';
import { importBusRiders } from '../services/bus-ops/import-bus-riders';
import { importBusRoutes } from '../services/bus-ops/import-bus-routes';
import { siteRecords } from '../services/bus-ops/site-records';
import { studentBusRecords } from '../services/bus-ops/student-bus-records';
import type { TripEventHub } from '../services/bus-ops/trip-event-hub';
import type { BusAlertHub } from '../services/bus-alerts/alert-hub';
import { tripRecords } from '../services/bus-ops/trip-records';
import { visibleCarIds } from '../services/bus-monitoring/visible-cars';
import { visibleRouteIds } from '../services/bus-trips/visible-routes';
import { rightsIn } from '../services/permissions/member-rights';
import { authedSocket } from './authed-socket';
import type { RouteDeps } from './deps';
import { query, serviceRoutes } from './service-route';

/** Imports write bus settings: the settings page's edit right. */

/**
 * School bus operations (SPEC §7 "School bus"): the driving records (XSJL) over the trip events, their blob
 * exports, the route and rider imports, a day's events for the control centre (XCZK), and the bus WebSocket.
 */
export function busOpsRoutes(app: FastifyInstance, deps: RouteDeps, hub: TripEventHub, alerts: BusAlertHub): void {
  const route = serviceRoutes(app, deps);
  route(busOpsCalls.studentBusRecords, { run: studentBusRecords });
  for (const path of ['/api/carDrivingRecords', '/api/routeDrivingRecords', '/api/driverDrivingRecords'])
    route('GET', path, { permission: RECORDS_PAGE, input: query(tripRecordsQuerySchema), run: tripRecords });
  route(busOpsCalls.siteRecords, { run: siteRecords });
  route(busOpsCalls.dayTripEvents, { run: dayTripEvents });
  route(busOpsCalls.importBusRiders, { run: importBusRiders, tx: true });
  route(busOpsCalls.importBusRoutes, { run: importBusRoutes, tx: true });

  // The blob exports: a signed GET like any other (the auth gate checks token, datasign and the page's right).
  const blob = <Q>(
    path: string,
    parse: (raw: unknown) => Q,
    build: (ctx: AuthedContext, q: Q) => Promise<{ title: string; bytes: Buffer }>,
  ) =>
    app.get(path, { config: { permission: RECORDS_PAGE } }, async (req, reply) => {
      const { title, bytes } = await build(deps.authed(req), parse(req.query));
      const name = encodeURIComponent(`${title}-${formatDateTime(deps.ctx.clock.now()).slice(0, 10)}.xlsx`);
      return reply.type(XLSX_TYPE).header('content-disposition', `attachment; filename*=UTF-8''${name}`).send(bytes);
    });
  blob('/api/getExportData', (q) => parseQuery(exportDataQuerySchema, q), exportBusData);
  blob('/api/getExportRouteData', (q) => parseQuery(busSchoolQuerySchema, q), exportRouteData);

  // The bus socket: the working school's new trip events and alert changes, for members who may read the control
  // centre or monitoring, and its cars' positions, for members who may read monitoring (bus staff: their own routes'
  // and cars' only).
  authedSocket(app, BUS_SOCKET_PATH, deps.ctx, (session, send) => {
    const ctx: AuthedContext = { ...deps.ctx, session };
    const may = async (pages: readonly Permission[]) => {
      const rights = await rightsIn(ctx, session.schoolId);
      return pages.some((page) => rights?.permissions.has(page));
    };
    const stopFeed = hub.subscribe(session.schoolId, (message) => {
      void (async () => {
        if (message.type === 'tripEvents') {
          if (!(await may([CONTROL_PAGE, MONITOR_PAGE]))) return;
          const visible = await visibleRouteIds(ctx, session.schoolId);
          const events = visible ? message.events.filter((e) => visible.has(e.routeId)) : message.events;
          if (events.length > 0) send({ ...message, events });
        } else {
          if (!(await may([MONITOR_PAGE]))) return;
          const visible = await visibleCarIds(ctx, session.schoolId);
          const positions = visible ? message.positions.filter((p) => visible.has(p.carId)) : message.positions;
          if (positions.length > 0) send({ ...message, positions });
        }
      })().catch(() => {});
    });
    const stopAlerts = alerts.subscribe(session.schoolId, (list) => {
      void (async () => {
        if (!(await may([CONTROL_PAGE, MONITOR_PAGE]))) return;
        const visible = await visibleRouteIds(ctx, session.schoolId);
        const shown = visible ? list.filter((a) => a.routeId !== null && visible.has(a.routeId)) : list;
        if (shown.length > 0) send({ type: 'alert', alerts: shown } satisfies BusSocketMessage);
      })().catch(() => {});
    });
    return () => {
      stopFeed();
      stopAlerts();
    };
  });
}
