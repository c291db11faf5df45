import { busOpsCalls } from '@contract/bus/operations-calls';
import type { FastifyInstance } from 'fastify';
import { BUS_SOCKET_PATH, type BusSocketMessage, CONTROL_PAGE, MONITOR_PAGE, type Permission } from '@contract';
import type { AuthedContext } from '../../services/context';
import { dayTripEvents } from '../../services/bus/operations/day-trip-events';
import { exportBusData } from '../../services/bus/operations/export-bus-data';
import { exportRouteData } from '../../services/bus/operations/export-route-data';
import { importBusRiders } from '../../services/bus/operations/import-bus-riders';
import { importBusRoutes } from '../../services/bus/operations/import-bus-routes';
import { siteRecords } from '../../services/bus/operations/site-records';
import { studentBusRecords } from '../../services/bus/operations/student-bus-records';
import { tripRecords } from '../../services/bus/operations/trip-records';
import { visibleCarIds } from '../../services/bus/monitoring/visible-cars';
import { visibleRouteIds } from '../../services/bus/trips/visible-routes';
import { rightsIn } from '../../services/permissions/member-rights';
import { authedSocket } from '../authed-socket';
import type { RouteDeps } from '../deps';
import { xlsxFile } from '../file-reply';
import { fileRoute, serviceRoutes } from '../service-route';

/** Imports write bus settings: the settings page's edit right. */

/**
 * School bus operations (SPEC §7 "School bus"): the driving records (XSJL) over the trip events, their blob
 * exports, the route and rider imports, a day's events for the control centre (XCZK), and the bus WebSocket.
 */
export function busOpsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { tripEvents: hub, alertHub: alerts } = deps.parts;
  const route = serviceRoutes(app, deps);
  route(busOpsCalls.studentBusRecords, { run: studentBusRecords });
  for (const c of [busOpsCalls.carTripRecords, busOpsCalls.routeTripRecords, busOpsCalls.driverTripRecords]) route(c, { run: tripRecords });
  route(busOpsCalls.siteRecords, { run: siteRecords });
  route(busOpsCalls.dayTripEvents, { run: dayTripEvents });
  route(busOpsCalls.importBusRiders, { run: importBusRiders, tx: true });
  route(busOpsCalls.importBusRoutes, { run: importBusRoutes, tx: true });

  // The blob exports: a signed GET like any other (the auth gate checks token, datasign and the page's right).
  fileRoute(app, deps, busOpsCalls.exportBusData, async (ctx, q) => {
    const { title, bytes } = await exportBusData(ctx, q);
    return xlsxFile(bytes, title, ctx);
  });
  fileRoute(app, deps, busOpsCalls.exportRouteData, async (ctx, q) => {
    const { title, bytes } = await exportRouteData(ctx, q);
    return xlsxFile(bytes, title, ctx);
  });

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
