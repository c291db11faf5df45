import type { BusCarRow, BusFuelCardRow } from '@contract/bus/fleet';
import { FUEL_CARD_MOVES, FUEL_CARD_STATES, FUEL_CARD_TRANSITIONS, type FuelCardMove } from '@contract/bus/fuel-cards';
import { Anchor, Badge, Group, Select, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { notify } from '@/lib/notify';
import { useReplica } from '@/lib/replica/replica';
import { useMutate } from '@/lib/replica/use-mutate';
import { useCanMutate } from '@/lib/session/can-mutate';
import { confirmAction } from '@/ui/confirm';
import type { Column } from '@/ui/DataTable';
import { RecordTable } from '@/ui/RecordTable';
import { usePaging } from '@/ui/use-paging';
import { FuelCardDialog } from './FuelCardDialog';
import { useBusRows } from './use-bus-rows';
import { chinaDay } from '@contract/china-time';

const byId = (c: { id: string }) => c.id;
const byPlate = (c: BusCarRow) => c.plate;
const STATE_COLOURS = { applied: 'blue', approved: 'teal', rejected: 'red', allocated: 'green', cancelled: 'gray' } as const;

/**
 * 油卡: applications and their moves. A row offers exactly the moves FUEL_CARD_TRANSITIONS allows from its state and
 * the member may make; 驳回 asks for the reason, 分配 for the card number. Newest first (ids are UUIDv7).
 */
export function FuelCardsTab() {
  const { schoolId } = useReplica();
  const cards = useBusRows('busFuelCards', byId);
  const cars = useBusRows('busCars', byPlate);
  const [state, setState] = useState<string | null>(null);
  const rows = useMemo(() => cards?.filter((c) => state === null || c.state === state).reverse(), [cards, state]);
  const paging = usePaging(rows);
  const plates = useMemo(() => new Map((cars ?? []).map((c) => [c.id, c.plate])), [cars]);
  const mutate = useMutate();
  const may: Record<FuelCardMove | 'fuelCard.apply', boolean> = {
    'fuelCard.apply': useCanMutate('fuelCard.apply'),
    'fuelCard.approve': useCanMutate('fuelCard.approve'),
    'fuelCard.reject': useCanMutate('fuelCard.reject'),
    'fuelCard.allocate': useCanMutate('fuelCard.allocate'),
    'fuelCard.cancel': useCanMutate('fuelCard.cancel'),
  };
  const [dialog, setDialog] = useState<{
    kind: 'fuelCard.apply' | 'fuelCard.reject' | 'fuelCard.allocate';
    card: BusFuelCardRow | null;
  } | null>(null);

  const act = async (card: BusFuelCardRow, move: FuelCardMove) => {
    if (!schoolId) return;
    if (move === 'fuelCard.reject' || move === 'fuelCard.allocate') return setDialog({ kind: move, card });
    const label = FUEL_CARD_TRANSITIONS[move].label;
    if (!(await confirmAction({ message: `确定${label}该油卡吗？`, danger: move === 'fuelCard.cancel' }))) return;
    if (await mutate(move, { id: card.id, schoolId })) notify.success(`${label}成功`);
  };
  const columns: Column<BusFuelCardRow>[] = [
    { key: 'car', title: '车辆', width: 120, render: (c) => plates.get(c.carId) ?? '—' },
    { key: 'reason', title: '申请事由', render: (c) => c.reason },
    {
      key: 'state',
      title: '状态',
      width: 90,
      render: (c) => (
        <Badge color={STATE_COLOURS[c.state]} variant="light">
          {FUEL_CARD_STATES[c.state]}
        </Badge>
      ),
    },
    { key: 'cardNo', title: '油卡卡号', width: 150, render: (c) => c.cardNo || '—' },
    {
      key: 'history',
      title: '办理记录',
      render: (c) => (
        <Text size="xs" c="dimmed">
          {c.history.length === 0
            ? '待同步'
            : c.history
                .map((h) => `${FUEL_CARD_STATES[h.state as keyof typeof FUEL_CARD_STATES] ?? h.state} ${h.userName} ${chinaDay(h.at)}`)
                .join('；')}
          {c.rejectReason && `（驳回原因：${c.rejectReason}）`}
        </Text>
      ),
    },
  ];
  const moves = (c: BusFuelCardRow) => {
    const allowed = FUEL_CARD_MOVES.filter((m) => may[m] && (FUEL_CARD_TRANSITIONS[m].from as readonly string[]).includes(c.state));
    return allowed.length === 0 ? null : (
      <Group gap="sm" wrap="nowrap">
        {allowed.map((m) => (
          <Anchor
            key={m}
            component="button"
            type="button"
            size="sm"
            c={m === 'fuelCard.reject' || m === 'fuelCard.cancel' ? 'red' : undefined}
            onClick={() => void act(c, m)}
          >
            {FUEL_CARD_TRANSITIONS[m].label}
          </Anchor>
        ))}
      </Group>
    );
  };
  return (
    <>
      <RecordTable
        paging={paging}
        columns={columns}
        filters={
          <Select
            w={160}
            aria-label="状态"
            placeholder="全部状态"
            clearable
            data={Object.entries(FUEL_CARD_STATES).map(([value, label]) => ({ value, label }))}
            value={state}
            onChange={paging.withFirstPage(setState)}
          />
        }
        addLabel="申请油卡"
        onAdd={may['fuelCard.apply'] ? () => setDialog({ kind: 'fuelCard.apply', card: null }) : undefined}
        rowExtra={moves}
      />
      {schoolId && (
        <FuelCardDialog
          opened={dialog !== null}
          onClose={() => setDialog(null)}
          schoolId={schoolId}
          kind={dialog?.kind ?? 'fuelCard.apply'}
          card={dialog?.card ?? null}
          cars={cars ?? []}
        />
      )}
    </>
  );
}
