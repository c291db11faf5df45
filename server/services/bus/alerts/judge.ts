import {
  ALERT_EPISODE_END_MS,
  type AlertKind,
  distanceM,
  distanceToPolylineM,
  type LatLng,
  OVERSPEED_MIN_MS,
  routeRunsAt,
  SILENT_MS,
  SILENT_RECENT_MS,
  STOP_RADIUS_M,
  STOPPED_DRIFT_M,
  STOPPED_KMH,
} from '@contract';

/**
 * The alert judge (docs/bus-tracking.md "Alerts"), pure: a car's fixes in device-time order against its state, its
 * routes and the school's settings give the new state and what to write. server/services/bus/alerts/alert-engine.ts
 * feeds it after the fixes are committed.
 */

/** A fix as judged: epoch ms, degrees, km/h. */
export interface JudgeFix extends LatLng {
  time: number;
  speed: number;
}
export interface JudgeRoute {
  id: string;
  name: string;
  /** In calling order, with planned times (HH:MM) and positions. */
  stops: (LatLng & { time: string })[];
  /** China days (YYYY-MM-DD) with a trip of the route recorded: it runs on them whatever the weekday. */
  tripDays?: string[];
}
export interface JudgeContext {
  overspeedKmh: number;
  corridorM: number;
  parkingMinutes: number;
  /** The car's routes in service. */
  routes: JudgeRoute[];
}

/** An episode under way: since/last (device ms), its worst value, where it began, its alert once raised. */
interface Episode extends LatLng {
  since: number;
  last: number;
  worst: number;
  routeId: string | null;
  routeName: string;
  alertId?: string;
}
export interface CarAlertState extends LatLng {
  /** The newest fix judged (ms); fixes at or before it (a blind-area batch made up late) are not judged again. */
  t: number;
  over?: Episode;
  off?: Episode;
  stop?: Episode;
  silentId?: string;
}

export interface RaisedAlert {
  id: string;
  kind: AlertKind;
  routeId: string | null;
  routeName: string;
  startedAt: number;
  lat: number;
  lng: number;
  value: number;
  limit: number;
}
export type AlertAction = { op: 'raise'; alert: RaisedAlert } | { op: 'end'; id: string; endedAt: number; value: number };

const minutes = (ms: number) => Math.max(1, Math.round(ms / 60_000));

/** The car's routes running at `time`, the nearest first, each with its distance (m) from `p`. */
function runningRoutes(p: LatLng, time: number, routes: readonly JudgeRoute[]): { route: JudgeRoute; distance: number }[] {
  const at = new Date(time);
  return routes
    .filter((r) => routeRunsAt(r.stops, at, r.tripDays))
    .map((route) => ({ route, distance: distanceToPolylineM(p, route.stops) }))
    .sort((a, b) => a.distance - b.distance);
}

export function judgeFixes(
  previous: CarAlertState | null,
  fixes: readonly JudgeFix[],
  ctx: JudgeContext,
  newId: () => string,
): { state: CarAlertState | null; actions: AlertAction[] } {
  const actions: AlertAction[] = [];
  let s: CarAlertState | null = previous ? { ...previous } : null;
  const stopPoints = ctx.routes.flatMap((r) => r.stops);
  const end = (e: Episode | undefined, endedAt: number, value = e?.worst ?? 0) => {
    if (e?.alertId) actions.push({ op: 'end', id: e.alertId, endedAt, value: Math.round(value) });
  };
  const raise = (e: Episode, kind: AlertKind, value: number, limit: number) => {
    e.alertId = newId();
    const { routeId, routeName, since: startedAt, lat, lng } = e;
    actions.push({ op: 'raise', alert: { id: e.alertId, kind, routeId, routeName, startedAt, lat, lng, value: Math.round(value), limit } });
  };

  for (const f of fixes) {
    if (s && f.time <= s.t) continue;
    if (!s) s = { t: f.time, lat: f.lat, lng: f.lng };
    if (s.silentId) {
      actions.push({ op: 'end', id: s.silentId, endedAt: f.time, value: minutes(f.time - s.t) });
      s.silentId = undefined;
    }
    const running = runningRoutes(f, f.time, ctx.routes);
    const nearest = running[0];
    const episode = (worst: number): Episode => ({
      since: f.time,
      last: f.time,
      worst,
      lat: f.lat,
      lng: f.lng,
      routeId: nearest?.route.id ?? null,
      routeName: nearest?.route.name ?? '',
    });

    // Overspeed: OVERSPEED_MIN_MS above the limit is an alert; the episode lasts until ALERT_EPISODE_END_MS below it.
    if (f.speed > ctx.overspeedKmh) {
      if (s.over?.alertId && f.time - s.over.last >= ALERT_EPISODE_END_MS) {
        end(s.over, s.over.last);
        s.over = undefined;
      }
      if (!s.over) s.over = episode(f.speed);
      else s.over = { ...s.over, last: f.time, worst: Math.max(s.over.worst, f.speed) };
      if (!s.over.alertId && f.time - s.over.since >= OVERSPEED_MIN_MS) raise(s.over, 'overspeed', s.over.worst, ctx.overspeedKmh);
    } else if (s.over && (!s.over.alertId || f.time - s.over.last >= ALERT_EPISODE_END_MS)) {
      end(s.over, s.over.last);
      s.over = undefined;
    }

    // Off-route: judged while a route runs; outside every running route's corridor is an alert at once.
    if (nearest) {
      if (nearest.distance > ctx.corridorM) {
        if (s.off?.alertId && f.time - s.off.last >= ALERT_EPISODE_END_MS) {
          end(s.off, s.off.last);
          s.off = undefined;
        }
        if (!s.off) {
          s.off = episode(nearest.distance);
          raise(s.off, 'offRoute', nearest.distance, ctx.corridorM);
        } else s.off = { ...s.off, last: f.time, worst: Math.max(s.off.worst, nearest.distance) };
      } else if (s.off && f.time - s.off.last >= ALERT_EPISODE_END_MS) {
        end(s.off, s.off.last);
        s.off = undefined;
      }
    } else if (s.off) {
      end(s.off, s.off.last);
      s.off = undefined;
    }

    // Overtime parking: stopped (below STOPPED_KMH, within STOPPED_DRIFT_M) longer than the setting, while a route
    // runs, away from every stop of the car's routes.
    if (f.speed < STOPPED_KMH) {
      if (s.stop && distanceM(s.stop, f) > STOPPED_DRIFT_M) {
        end(s.stop, f.time, minutes(f.time - s.stop.since));
        s.stop = undefined;
      }
      if (!s.stop) s.stop = episode(0);
      else s.stop = { ...s.stop, last: f.time };
      const parked = f.time - s.stop.since;
      if (
        !s.stop.alertId &&
        nearest &&
        parked >= ctx.parkingMinutes * 60_000 &&
        stopPoints.every((p) => distanceM(p, s?.stop ?? f) > STOP_RADIUS_M)
      ) {
        s.stop = { ...s.stop, routeId: nearest.route.id, routeName: nearest.route.name };
        raise(s.stop, 'parking', minutes(parked), ctx.parkingMinutes);
      }
    } else if (s.stop) {
      end(s.stop, f.time, minutes(f.time - s.stop.since));
      s.stop = undefined;
    }
    s.t = f.time;
    s.lat = f.lat;
    s.lng = f.lng;
  }
  return { state: s, actions };
}

/**
 * A car not heard from for SILENT_MS: its episodes under way end at their last fix (nothing more is known of them),
 * and, heard from within SILENT_RECENT_MS and one of its routes running now, its terminal has gone silent (raised
 * once; the next fix ends it, judgeFixes).
 */
export function judgeQuiet(
  previous: CarAlertState,
  now: number,
  ctx: JudgeContext,
  newId: () => string,
): { state: CarAlertState; actions: AlertAction[] } {
  const quiet = now - previous.t;
  if (quiet < SILENT_MS) return { state: previous, actions: [] };
  const s: CarAlertState = { ...previous };
  const actions: AlertAction[] = [];
  if (s.over?.alertId) actions.push({ op: 'end', id: s.over.alertId, endedAt: s.over.last, value: Math.round(s.over.worst) });
  if (s.off?.alertId) actions.push({ op: 'end', id: s.off.alertId, endedAt: s.off.last, value: Math.round(s.off.worst) });
  if (s.stop?.alertId) actions.push({ op: 'end', id: s.stop.alertId, endedAt: s.stop.last, value: minutes(s.stop.last - s.stop.since) });
  s.over = undefined;
  s.off = undefined;
  s.stop = undefined;
  const [running] = runningRoutes(s, now, ctx.routes);
  if (!s.silentId && quiet <= SILENT_RECENT_MS && running) {
    s.silentId = newId();
    actions.push({
      op: 'raise',
      alert: {
        id: s.silentId,
        kind: 'silent',
        routeId: running.route.id,
        routeName: running.route.name,
        startedAt: s.t,
        lat: s.lat,
        lng: s.lng,
        value: minutes(quiet),
        limit: Math.round(SILENT_MS / 60_000),
      },
    });
  }
  return { state: s, actions };
}
