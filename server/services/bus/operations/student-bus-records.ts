import { type BusTripEventRow, type Paged, riderState, type StudentBusRecord, type StudentRecordsQuery } from '@contract';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { MISSING_ROW_MSG } from '../../school-scope';
import { busNames, clock, loadTrips, pageOf, type TripOfDay } from './load-trips';

/** The remaining (not undone) tap of a kind with the greatest stamp: when the child got on, or off. */
function lastOf(trip: TripOfDay, studentId: string, kind: BusTripEventRow['kind']): BusTripEventRow | undefined {
  let best: BusTripEventRow | undefined;
  for (const e of trip.state.history) if (e.studentId === studentId && e.kind === kind) best = e;
  return best;
}

/**
 * studentsBusRecordsV2: each child's rides, a row per child per trip they were tapped on: the stop, 上车 and 下车
 * times, or 缺乘 with its reason. Filtered by child, class or a part of the name; newest day first.
 */
export async function studentBusRecords(ctx: AuthedContext, q: StudentRecordsQuery): Promise<Paged<StudentBusRecord>> {
  const rows = await studentBusRecordRows(ctx, q);
  return pageOf(rows, q);
}

export async function studentBusRecordRows(
  ctx: AuthedContext,
  q: Omit<StudentRecordsQuery, 'pageNum' | 'pageSize'>,
): Promise<StudentBusRecord[]> {
  const names = await busNames(ctx, q.schoolId);
  if (q.studentId && !names.child.has(q.studentId)) throw AppError.notFound(MISSING_ROW_MSG);
  if (q.classId && !names.className.has(q.classId)) throw AppError.notFound(MISSING_ROW_MSG);
  const trips = await loadTrips(ctx, q, names);
  const out: StudentBusRecord[] = [];
  for (const trip of trips) {
    const kids = [...trip.state.taps.keys()].flatMap((id) => {
      const child = names.child.get(id);
      if (!child) return [];
      if (q.studentId && id !== q.studentId) return [];
      if (q.classId && child.classId !== q.classId) return [];
      if (q.name && !child.name.includes(q.name)) return [];
      return [{ id, ...child }];
    });
    for (const kid of kids.sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'))) {
      const state = riderState(trip.state, kid.id);
      const board = lastOf(trip, kid.id, 'board');
      const alight = lastOf(trip, kid.id, 'alight');
      const settling = trip.state.taps.get(kid.id);
      out.push({
        id: `${trip.day}|${trip.route.id}|${kid.id}`,
        day: trip.day,
        routeId: trip.route.id,
        routeName: trip.route.name,
        period: trip.route.period,
        studentId: kid.id,
        studentName: kid.name,
        className: names.className.get(kid.classId) ?? '',
        boardStop: names.stop.get((state === 'absent' ? settling : board)?.stopId ?? '') ?? '',
        alightStop: state === 'alighted' ? (names.stop.get(alight?.stopId ?? '') ?? '') : '',
        boardTime: state === 'absent' ? '' : clock(board?.createTime),
        alightTime: state === 'alighted' ? clock(alight?.createTime) : '',
        state,
        reason: state === 'absent' ? (settling?.reason ?? '') : '',
      });
    }
  }
  return out;
}
