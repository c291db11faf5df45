import { ROUTE_PERIODS } from '@contract/bus/fleet';
import { type BusTripEventRow, TRIP_KIND_LABEL, type TripTapKind } from '@contract/bus/trips';
import { lastTap, onBoard, riderState, tripCounts, tripState } from '@contract/bus/trip-fold';
import { uuidv7 } from '@contract/ids';
import { Alert, Button, Divider, Text } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { notify } from '@/lib/notify';
import { eventStamp } from '@/lib/replica/event-stamp';
import { useReplica } from '@/lib/replica/replica';
import { useMutate } from '@/lib/replica/use-mutate';
import { usePendingMarks } from '@/lib/replica/use-pending-marks';
import { confirmAction } from '@/ui/confirm';
import { EmptyState } from '@/ui/EmptyState';
import { FullPageLoader } from '@/ui/FullPageLoader';
import { AbsentDialog } from './AbsentDialog';
import { CloseDialog, type LeftChild, UnmarkedList } from './CloseDialog';
import { type PendingTap, stopChildren } from './ride-model';
import classes from './ride.module.css';
import { RiderCard } from './RiderCard';
import { StopBar, TripActions, TripHeader } from './TripBars';
import { TripCounts } from './TripCounts';
import { useChildren, useTripData, useTripEvents } from './use-ride';

/** One collator for every comparison: localeCompare with a locale builds one per call (a tap sorts 40 names). */
const BY_NAME = new Intl.Collator('zh-CN');

interface TripViewProps {
  routeId: string;
  day: string;
  stopIndex: number;
  onStop: (index: number) => void;
  onBack: () => void;
  /** The network and pending-sync badges (the shell's, passed in by the route). */
  status: ReactNode;
}

/**
 * One trip, stop by stop: the stop's children first, a tap per child saved to the replica at once (shown in the
 * same frame, kept pending until the replica holds its event), the running counts always in sight, 撤销 of the last
 * tap and 结束行程 with the "no child left on the bus" check. Works the same offline: the outbox syncs later.
 */
export function TripView({ routeId, day, stopIndex, onStop, onBack, status }: TripViewProps) {
  const { db, schoolId } = useReplica();
  const mutate = useMutate();
  const data = useTripData(routeId);
  const events = useTripEvents(routeId, day);
  const { pending, add, drop } = usePendingMarks<PendingTap>(events);

  const saved = useMemo(() => tripState<BusTripEventRow | PendingTap>(events ?? []), [events]);
  const state = useMemo(
    () => (pending.size === 0 ? saved : tripState<BusTripEventRow | PendingTap>([...(events ?? []), ...pending.values()])),
    [events, pending, saved],
  );
  const tapped = useMemo(() => [...state.taps.keys()].filter((id) => !data?.children.has(id)), [state, data]);
  const extra = useChildren(tapped);
  const childOf = useCallback((id: string) => data?.children.get(id) ?? extra?.get(id), [data, extra]);
  const riderIds = useMemo(() => data?.riders.map((r) => r.studentId) ?? [], [data]);
  const counts = useMemo(() => tripCounts(state, riderIds), [state, riderIds]);
  // Closes are never pending: the saved events decide.
  const closed = useMemo(() => tripState(events ?? []).close, [events]);

  const live = useRef({ db, schoolId, data, state, day, mutate, stopIndex });
  live.current = { db, schoolId, data, state, day, mutate, stopIndex };

  const record = useCallback(
    async (studentId: string, kind: TripTapKind, reason = '') => {
      const { db, schoolId, data, day, mutate, stopIndex } = live.current;
      const stopId = data?.route.stops[stopIndex]?.stopId;
      if (!db || !schoolId || !data || !stopId) return;
      const id = uuidv7();
      const p: PendingTap = { id, day, kind, studentId, stopId, reason, targetId: null, hlc: '~' };
      add(studentId, p);
      // The card shows the tap in this frame; the replica's write (its IndexedDB transactions) starts after it.
      await new Promise((next) => setTimeout(next, 0));
      const ok = await mutate('busTrip.tap', {
        id,
        schoolId,
        routeId: data.route.id,
        day,
        ...(await eventStamp(db)),
        kind,
        studentId,
        stopId,
        reason,
      });
      if (!ok) drop(studentId, p);
    },
    [add, drop],
  );

  const [absentOf, setAbsentOf] = useState<{ id: string; name: string } | null>(null);
  const onTap = useCallback(
    (studentId: string, kind: TripTapKind) => {
      const { state } = live.current;
      if (kind === 'absent') {
        setAbsentOf({ id: studentId, name: childOf(studentId)?.name ?? '' });
        return;
      }
      // The state it already is: nothing to record.
      if (state.taps.get(studentId)?.kind === kind) return;
      void record(studentId, kind);
    },
    [record, childOf],
  );

  const undo = async () => {
    const target = lastTap(saved);
    if (!db || !schoolId || !target?.studentId) return;
    const ok = await mutate('busTrip.undo', { id: uuidv7(), schoolId, routeId, day, ...(await eventStamp(db)), targetId: target.id });
    if (ok) notify.success(`已撤销 ${childOf(target.studentId)?.name ?? ''} 的${TRIP_KIND_LABEL[target.kind]}`);
  };

  const [left, setLeft] = useState<{ onBoard: LeftChild[]; waiting: LeftChild[] } | null>(null);
  const close = useCallback(async (forced: boolean, reason = '') => {
    const { db, schoolId, data, day, mutate } = live.current;
    if (!db || !schoolId || !data) return false;
    return mutate('busTrip.close', { id: uuidv7(), schoolId, routeId: data.route.id, day, ...(await eventStamp(db)), forced, reason });
  }, []);
  const asLeft = (id: string): LeftChild => ({ id, name: childOf(id)?.name ?? '', photo: childOf(id)?.photo ?? '' });
  const askClose = async () => {
    const onBus = onBoard(saved);
    // Riders never marked (neither boarded nor absent): named before the trip ends, and the principal is told.
    const waiting = riderIds.filter((id) => riderState(saved, id) === 'waiting').map(asLeft);
    if (onBus.length > 0) {
      setLeft({ onBoard: onBus.map(asLeft), waiting });
      return;
    }
    const message = `确定结束「${data?.route.name ?? ''}」${day} 的行程吗？结束后不能再登记。`;
    const ask =
      waiting.length > 0 ? (
        <>
          <UnmarkedList list={waiting} />
          <Text mt="sm">{message}</Text>
        </>
      ) : (
        message
      );
    if (!(await confirmAction({ message: ask }))) return;
    if (await close(false)) notify.success(waiting.length > 0 ? '行程已结束，未登记的幼儿已通知园长' : '行程已结束');
  };

  /** 全部下车 at the school: every child on the bus alights there, one tap each, after a 确定. */
  const alightAll = async () => {
    const onBus = onBoard(live.current.state);
    if (onBus.length === 0) return;
    const names = onBus.map((id) => childOf(id)?.name ?? '').join('、');
    if (!(await confirmAction({ title: '全部下车', message: `确定将车上的 ${onBus.length} 名幼儿（${names}）全部登记为在本站下车吗？` })))
      return;
    for (const id of onBus) await record(id, 'alight');
    notify.success(`已登记 ${onBus.length} 名幼儿下车`);
  };

  // A tap re-renders the screen; the two closed dialogs (Mantine modals) stay as they were unless their own inputs change.
  const dialogs = useMemo(
    () => (
      <>
        <AbsentDialog
          name={absentOf?.name ?? null}
          onClose={() => setAbsentOf(null)}
          onConfirm={(reason) => {
            if (absentOf) void record(absentOf.id, 'absent', reason);
            setAbsentOf(null);
          }}
        />
        <CloseDialog
          left={left?.onBoard ?? null}
          waiting={left?.waiting}
          onClose={() => setLeft(null)}
          onForce={(reason) => {
            setLeft(null);
            void close(true, reason).then((ok) => ok && notify.warning('行程已强制结束，已通知园长'));
          }}
        />
      </>
    ),
    [absentOf, left, record, close],
  );
  const handlers = useRef({ undo, askClose, alightAll });
  handlers.current = { undo, askClose, alightAll };
  const onUndo = useCallback(() => void handlers.current.undo(), []);
  const onAskClose = useCallback(() => void handlers.current.askClose(), []);
  const onAlightAll = useCallback(() => void handlers.current.alightAll(), []);
  const at = Math.min(Math.max(stopIndex, 0), (data?.route.stops.length ?? 1) - 1);
  // The stop's children by name, the rest by stop: worked out again only when a state or the stop changes.
  const lists = useMemo(() => {
    if (!data) return { here: [], others: [] };
    const { here, others } = stopChildren(data.route, data.riders, at, state);
    const name = (id: string) => childOf(id)?.name ?? '';
    return { here: here.sort((a, b) => BY_NAME.compare(name(a), name(b))), others };
  }, [data, at, state, childOf]);
  const stopOfRider = useMemo(() => new Map(data?.riders.map((r) => [r.studentId, r.stopId])), [data]);

  if (data === undefined || events === undefined) return <FullPageLoader />;
  if (data === null) return <EmptyState description="路线不存在或已停用" />;
  const stops = data.route.stops;
  const stop = stops[at];
  const { here, others } = lists;
  const card = (id: string, showStop: boolean) => {
    const child = childOf(id);
    const tap = state.taps.get(id);
    const s = riderState(state, id);
    const stopName = data.stops.get(stopOfRider.get(id) ?? '')?.name;
    const note = s === 'absent' && tap ? `缺乘：${tap.reason}` : showStop && stopName ? `${stopName}站` : '';
    return (
      <RiderCard
        key={id}
        studentId={id}
        name={child?.name ?? '（未知幼儿）'}
        photo={child?.photo ?? ''}
        state={s}
        note={note}
        disabled={!!closed}
        onTap={onTap}
      />
    );
  };
  const undoable = lastTap(saved);
  // The school: a morning route's last stop, where everyone on the bus gets off.
  const atSchool = data.route.period === 'morning' && at === stops.length - 1;

  return (
    <div className={classes.page}>
      <div className={classes.top}>
        <TripHeader title={data.route.name} subtitle={`${day} · ${ROUTE_PERIODS[data.route.period]}`} status={status} onBack={onBack} />
        <TripCounts counts={counts} />
        {closed && (
          <Alert
            color={closed.forced ? 'red' : 'gray'}
            mt={6}
            p="xs"
            title={closed.forced ? '已强制结束' : '已结束'}
            data-testid="trip-closed"
          >
            {closed.forced ? `原因：${closed.reason}` : '本次行程已结束，不能再登记。'}
          </Alert>
        )}
      </div>
      <div className={classes.body}>
        <StopBar
          name={data.stops.get(stop?.stopId ?? '')?.name ?? ''}
          index={at}
          count={stops.length}
          time={stop?.time ?? ''}
          onStop={onStop}
        />
        <div className={classes.list}>
          {here.length === 0 ? (
            <Text c="dimmed" ta="center" py="md">
              本站没有上下车的幼儿
            </Text>
          ) : (
            here.map((id) => card(id, false))
          )}
          {atSchool && !closed && counts.onBoard > 0 && (
            <Button size="lg" h={52} color="teal" variant="light" leftSection={<IconUsersGroup size={22} />} onClick={onAlightAll}>
              全部下车（{counts.onBoard} 人）
            </Button>
          )}
          {others.length > 0 && <Divider my={4} label={`其他站点 ${others.length} 人`} labelPosition="center" />}
          {others.map((id) => card(id, true))}
        </div>
      </div>
      {!closed && (
        <TripActions undoLabel={undoable ? `撤销${TRIP_KIND_LABEL[undoable.kind]}` : null} onUndo={onUndo} onClose={onAskClose} />
      )}
      {dialogs}
    </div>
  );
}
