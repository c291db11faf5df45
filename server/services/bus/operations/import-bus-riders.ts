import { BUS_RIDER_SHEET, type BusImportInput, type BusImportResult, BusOpsMsg, busRiderId, checkRecord, type RowError } from '@contract';
import { AppError } from '../../../lib/app-error';
import { recordUserOperation } from '../../operation-log/record-operation';
import type { AuthedContext } from '../../context';
import { saveBusRider } from '../trips/save-bus-rider';
import { busNames } from './load-trips';
import { importRefusal } from '../../../lib/import-refusal';

/**
 * importData: children per stop (路线, 站点, 班级, 幼儿姓名). Every row is checked again with the sheet's fields, then
 * against the school: the route and stop are its own and the stop on the route, one child of that name in that
 * class, a child once per route in the file. A dry run answers the bad rows; otherwise one bad row writes nothing
 * (the route's transaction), and each good row is the `busRider.save` service (a child already on the route moves).
 */
export async function importBusRiders(ctx: AuthedContext, input: BusImportInput): Promise<BusImportResult> {
  const names = await busNames(ctx, input.schoolId);
  const errors: RowError[] = [];
  const riders: { row: number; routeId: string; stopId: string; studentId: string }[] = [];
  const seen = new Set<string>();
  for (const record of input.rows) {
    const { value, errors: cellErrors } = checkRecord(BUS_RIDER_SHEET, record, record.row);
    if (cellErrors.length > 0) {
      errors.push(...cellErrors);
      continue;
    }
    const { routeId, stopId, classId, studentName } = value as unknown as Record<'routeId' | 'stopId' | 'classId' | 'studentName', string>;
    const bad = (column: string, message: string) => errors.push({ row: record.row, column, message });
    const route = names.routes.get(routeId);
    if (!route) {
      bad('路线', '路线不存在');
      continue;
    }
    if (!names.stop.has(stopId)) {
      bad('站点', '站点不存在');
      continue;
    }
    if (!route.stops.some((s) => s.stopId === stopId)) {
      bad('站点', BusOpsMsg.stopNotOnRoute);
      continue;
    }
    if (!names.className.has(classId)) {
      bad('班级', '班级不存在');
      continue;
    }
    const kids = [...names.child].filter(([, c]) => c.classId === classId && c.name === studentName);
    if (kids.length !== 1) {
      bad('幼儿姓名', kids.length === 0 ? BusOpsMsg.noChild : BusOpsMsg.sameName);
      continue;
    }
    const studentId = kids[0]?.[0] ?? '';
    if (seen.has(`${routeId}|${studentId}`)) {
      bad('幼儿姓名', BusOpsMsg.twice);
      continue;
    }
    seen.add(`${routeId}|${studentId}`);
    riders.push({ row: record.row, routeId, stopId, studentId });
  }
  if (input.dryRun) return { count: riders.length, errors };
  if (errors.length > 0) throw AppError.badRequest(importRefusal(errors));
  for (const r of riders) {
    await saveBusRider(ctx, {
      id: busRiderId(r.routeId, r.studentId),
      schoolId: input.schoolId,
      routeId: r.routeId,
      stopId: r.stopId,
      studentId: r.studentId,
    });
  }
  await recordUserOperation(ctx, input.schoolId, '校车基础设置', '导入乘车幼儿', `${riders.length}名`);
  return { count: riders.length, errors: [] };
}
