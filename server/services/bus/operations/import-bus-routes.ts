import {
  BUS_ROUTE_SHEET,
  type BusImportInput,
  type BusImportResult,
  BusMsg,
  BusOpsMsg,
  checkRecord,
  type RoutePeriod,
  routeStopsIssue,
  type RowError,
  uuidv7,
} from '@contract';
import { AppError } from '../../../lib/app-error';
import { saveBusRoute } from '../fleet/save-bus-route';
import { schoolBusRows } from '../fleet/bus-rows';
import type { AuthedContext } from '../../context';
import { recordUserOperation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { importRefusal } from '../../../lib/import-refusal';

interface Draft {
  name: string;
  period: RoutePeriod;
  firstRow: number;
  stops: { stopId: string; time: string }[];
}

/**
 * importRouteData: routes with their stops and times, a row per stop in calling order; consecutive rows with one
 * name are one route. Checked again row by row, then per route (a new name, the same 班次 on every row, two stops
 * or more, rising times, stops of the school in use). A dry run answers the bad rows; otherwise one bad row
 * writes nothing, and each route is the `busRoute.save` service (no car, driver or teacher yet: set in the form).
 */
export async function importBusRoutes(ctx: AuthedContext, input: BusImportInput): Promise<BusImportResult> {
  assertSchoolInScope(ctx, input.schoolId);
  const stops = new Map((await schoolBusRows(ctx.db, input.schoolId, 'busStops')).map((s) => [s.id, s]));
  const taken = new Set((await schoolBusRows(ctx.db, input.schoolId, 'busRoutes')).map((r) => r.name));
  const errors: RowError[] = [];
  const drafts: Draft[] = [];
  for (const record of input.rows) {
    const { value, errors: cellErrors } = checkRecord(BUS_ROUTE_SHEET, record, record.row);
    if (cellErrors.length > 0) {
      errors.push(...cellErrors);
      continue;
    }
    const v = value as unknown as { name: string; period: RoutePeriod; stopId: string; time: string };
    const bad = (column: string, message: string) => errors.push({ row: record.row, column, message });
    const stop = stops.get(v.stopId);
    if (!stop || stop.disabled) {
      bad('站点', BusMsg.missingStop);
      continue;
    }
    let draft = drafts.at(-1);
    if (!draft || draft.name !== v.name) {
      if (taken.has(v.name) || drafts.some((d) => d.name === v.name)) {
        bad('路线名称', BusOpsMsg.routeExists(v.name));
        continue;
      }
      draft = { name: v.name, period: v.period, firstRow: record.row, stops: [] };
      drafts.push(draft);
    } else if (draft.period !== v.period) {
      bad('班次', '同一路线的班次应相同');
      continue;
    }
    draft.stops.push({ stopId: v.stopId, time: v.time });
    const issue = routeStopsIssue(draft.stops);
    if (issue) bad('到站时间', issue);
  }
  for (const d of drafts) if (d.stops.length < 2) errors.push({ row: d.firstRow, column: '站点', message: BusMsg.stops });
  errors.sort((a, b) => a.row - b.row);
  if (input.dryRun) return { count: drafts.length, errors };
  if (errors.length > 0) throw AppError.badRequest(importRefusal(errors));
  for (const d of drafts) {
    await saveBusRoute(ctx, {
      id: uuidv7(),
      schoolId: input.schoolId,
      name: d.name,
      period: d.period,
      stops: d.stops,
      carId: null,
      driverId: null,
      escortId: null,
      escortName: '',
      disabled: false,
    });
  }
  await recordUserOperation(ctx, input.schoolId, '校车基础设置', '导入路线', `${drafts.length}条`);
  return { count: drafts.length, errors: [] };
}
