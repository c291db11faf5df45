import { ROUTE_PERIODS } from '@contract/bus/fleet';
import { RIDER_STATE_LABEL, type RiderState, riderState } from '@contract/bus/trip-fold';
import type { BusTripEventRow } from '@contract/bus/trips';
import { Badge, Modal, Text } from '@mantine/core';
import { type Column, DataTable } from '@/ui/DataTable';
import type { BusBook, DayTrip } from './use-day-trips';

const STATE_COLOR: Record<RiderState, string> = { waiting: 'gray', onBoard: 'blue', alighted: 'teal', absent: 'orange' };

interface Row {
  id: string;
  name: string;
  className: string;
  /** Where the child got on (their boarding tap), or where they were to get on, marked planned. */
  boardStop: string;
  boardPlanned: boolean;
  /** Where the child got off (their alighting tap). */
  alightStop: string;
  state: RiderState;
  board: string;
  alight: string;
  reason: string;
}

/** HH:MM of a device time, in the browser's (the school's) time zone. */
const hhmm = (iso: string | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

/** The last remaining tap of a kind for a child (the fold's history is in stamp order). */
const lastTap = (history: BusTripEventRow[], id: string, kind: BusTripEventRow['kind']) =>
  history.filter((e) => e.studentId === id && e.kind === kind).at(-1);

/**
 * 行程详情: each child of the trip (the route's list, and anyone tapped though not on it) with state, where and when
 * they got on (上车站点, or the planned stop, dimmed, while not boarded) and where and when they got off.
 */
export function TripDetailDialog({ trip, day, book, onClose }: { trip: DayTrip | null; day: string; book: BusBook; onClose: () => void }) {
  const rows: Row[] = [];
  if (trip) {
    const ids = [...new Set([...trip.riders.map((r) => r.studentId), ...trip.state.taps.keys()])];
    for (const id of ids) {
      const child = book.students.get(id);
      const rider = trip.riders.find((r) => r.studentId === id);
      const state = riderState(trip.state, id);
      const settling = trip.state.taps.get(id);
      const boarded = lastTap(trip.state.history, id, 'board');
      const alighted = lastTap(trip.state.history, id, 'alight');
      // Not boarded: where they were to board (a morning rider at their stop, an afternoon one at the school).
      const plannedStop = trip.route.period === 'morning' ? rider?.stopId : trip.route.stops[0]?.stopId;
      const stopName = (stopId: string | null | undefined) => (stopId && book.stops.get(stopId)?.name) || '';
      rows.push({
        id,
        name: child?.name ?? '—',
        className: (child && book.classes.get(child.classId)?.name) ?? '—',
        boardStop: stopName(boarded?.stopId ?? plannedStop),
        boardPlanned: !boarded,
        alightStop: stopName(alighted?.stopId),
        state,
        board: hhmm(boarded?.createTime),
        alight: hhmm(alighted?.createTime),
        reason: state === 'absent' ? (settling?.reason ?? '') : '',
      });
    }
  }
  const columns: Column<Row>[] = [
    { key: 'name', title: '幼儿姓名', width: 100, render: (r) => r.name },
    { key: 'class', title: '班级', width: 90, render: (r) => r.className },
    {
      key: 'state',
      title: '状态',
      width: 90,
      render: (r) => (
        <Badge variant="light" color={STATE_COLOR[r.state]}>
          {RIDER_STATE_LABEL[r.state]}
        </Badge>
      ),
    },
    {
      key: 'boardStop',
      title: '上车站点',
      width: 170,
      render: (r) =>
        r.boardPlanned ? (
          r.boardStop ? (
            <Text span size="sm" c="dimmed">
              {r.boardStop}（计划）
            </Text>
          ) : (
            '—'
          )
        ) : (
          r.boardStop || '—'
        ),
    },
    { key: 'board', title: '上车时间', width: 90, render: (r) => r.board || '—' },
    { key: 'alightStop', title: '下车站点', width: 120, render: (r) => r.alightStop || '—' },
    { key: 'alight', title: '下车时间', width: 90, render: (r) => r.alight || '—' },
    { key: 'reason', title: '缺乘原因', width: 120, render: (r) => r.reason || '—' },
  ];
  return (
    <Modal
      opened={trip !== null}
      onClose={onClose}
      size={980}
      title={trip ? `行程详情 · ${trip.route.name} · ${ROUTE_PERIODS[trip.route.period]} · ${day}` : ''}
    >
      {trip?.state.close && (
        <Text size="sm" c={trip.state.close.forced ? 'red' : 'dimmed'} mb="sm">
          {trip.state.close.forced ? `强制结束：${trip.state.close.reason}` : '行程已结束'}（{hhmm(trip.state.close.createTime)}）
        </Text>
      )}
      <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} page={1} pageSize={rows.length || 10} />
    </Modal>
  );
}
