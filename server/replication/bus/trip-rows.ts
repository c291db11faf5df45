import type { BusRiderRow, BusTripEventRow } from '@contract';
import type { busRiders, busTripEvents } from '../../db/schema';

/** Database rows → the replicated shapes of contract/bus/trips.ts. */
export const toBusRiderRow = (r: typeof busRiders.$inferSelect): BusRiderRow => ({
  id: r.id,
  schoolId: r.schoolId,
  routeId: r.routeId,
  stopId: r.stopId,
  studentId: r.studentId,
});

export const toBusTripEventRow = (r: typeof busTripEvents.$inferSelect): BusTripEventRow => ({
  id: r.id,
  schoolId: r.schoolId,
  routeId: r.routeId,
  day: r.day,
  kind: r.kind as BusTripEventRow['kind'],
  studentId: r.studentId,
  stopId: r.stopId,
  targetId: r.targetId,
  reason: r.reason,
  forced: r.forced,
  leftOnBoard: r.leftOnBoard,
  hlc: r.hlc,
  recordedBy: r.recordedBy,
  recorderName: r.recorderName,
  createTime: r.createTime,
});
