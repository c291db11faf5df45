import type { BusStopRow } from '@contract/bus/fleet';
import { useMemo, useState } from 'react';
import { useReplica } from '@/lib/replica/replica';
import { useMutate } from '@/lib/replica/use-mutate';
import { useCanMutate } from '@/lib/session/can-mutate';
import type { Column } from '@/ui/DataTable';
import { SearchInput, useSearchText } from '@/ui/fields/SearchInput';
import { RecordTable } from '@/ui/RecordTable';
import { usePaging } from '@/ui/use-paging';
import { StopFormDialog } from './StopFormDialog';
import { enableAction, enabledColumn, toggleEnabled } from './enable-toggle';
import { searchRows, useBusRows } from './use-bus-rows';

const byName = (s: BusStopRow) => s.name;

/** 站点: stops are never deleted (past trips name them); 停用 takes one out of new routes. */
export function StopsTab() {
  const { schoolId } = useReplica();
  const search = useSearchText();
  const all = useBusRows('busStops', byName);
  const rows = useMemo(() => searchRows(all, search.query, (s) => [s.name, s.address]), [all, search.query]);
  const paging = usePaging(rows);
  const mutate = useMutate();
  const mayEdit = useCanMutate('busStop.save');
  const [editing, setEditing] = useState<{ row: BusStopRow | null } | null>(null);

  const toggle = (s: BusStopRow) => {
    if (schoolId) void toggleEnabled(s, '站点', (next) => mutate('busStop.save', next));
  };
  const columns: Column<BusStopRow>[] = [
    { key: 'name', title: '站点名称', width: 180, render: (s) => s.name },
    { key: 'position', title: '经纬度（WGS-84）', width: 220, render: (s) => `${s.lng.toFixed(6)}, ${s.lat.toFixed(6)}` },
    { key: 'address', title: '地址', render: (s) => s.address || '—' },
    enabledColumn<BusStopRow>(),
  ];
  return (
    <>
      <RecordTable
        paging={paging}
        columns={columns}
        filters={<SearchInput search={search} placeholder="站点名称或地址" aria-label="搜索站点" onChange={paging.toFirstPage} />}
        addLabel="新增站点"
        onAdd={mayEdit ? () => setEditing({ row: null }) : undefined}
        onEdit={mayEdit ? (s) => setEditing({ row: s }) : undefined}
        rowExtra={mayEdit ? enableAction(toggle) : undefined}
      />
      {schoolId && (
        <StopFormDialog opened={editing !== null} onClose={() => setEditing(null)} schoolId={schoolId} row={editing?.row ?? null} />
      )}
    </>
  );
}
