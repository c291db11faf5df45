import { SEAL_KIND_LABEL, SEAL_STATE_MOVES, SEAL_STATES, type SealRow, type SealState } from '@contract/org/seals';
import { Anchor, Badge, Group, Select, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { notify } from '@/lib/notify';
import { useReplica } from '@/lib/replica/replica';
import { useMutate } from '@/lib/replica/use-mutate';
import { useCanMutate } from '@/lib/session/can-mutate';
import { confirmAction } from '@/ui/confirm';
import type { Column } from '@/ui/DataTable';
import { SearchInput, useSearchText } from '@/ui/fields/SearchInput';
import { RecordTable } from '@/ui/RecordTable';
import { usePaging } from '@/ui/use-paging';
import { RequestDialog } from './RequestDialog';
import { SealFormDialog } from './SealFormDialog';
import { MediaPreview } from '@/ui/upload/MediaPreview';
import { SealPicture } from './SealPicture';

export const SEAL_STATE_COLORS: Record<SealState, string> = { active: 'green', inactive: 'orange', destroyed: 'gray' };
const STATE_FILTER = Object.entries(SEAL_STATES).map(([value, label]) => ({ value, label }));
const MOVE_CONFIRM: Record<SealState, string> = {
  active: '启用后可以申请和登记用印。',
  inactive: '停用后不能再申请或登记用印，可随时启用。',
  destroyed: '销毁后印章不能再启用或修改，仅保留记录。',
};

/** 印章: the seals with their picture, kind, keepers and state; 新增, 编辑, 停用/启用/销毁 and 申请用印. */
export function SealList({ seals }: { seals: SealRow[] | undefined }) {
  const { schoolId } = useReplica();
  const search = useSearchText();
  const [state, setState] = useState<string | null>(null);
  const mayEdit = useCanMutate('seal.save');
  const mayRequest = useCanMutate('sealUse.request');
  const mutate = useMutate();
  const [editing, setEditing] = useState<{ row: SealRow | null } | null>(null);
  const [requesting, setRequesting] = useState<SealRow | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const rows = useMemo(() => {
    const q = search.query.trim();
    return seals?.filter((s) => (state === null || s.state === state) && (!q || s.name.includes(q)));
  }, [seals, state, search.query]);
  const paging = usePaging(rows);

  const move = async (s: SealRow, to: SealState) => {
    if (!schoolId) return;
    const label = SEAL_STATE_MOVES[s.state][to] ?? '';
    const ok = await confirmAction({ message: `确定${label}「${s.name}」吗？${MOVE_CONFIRM[to]}`, danger: to !== 'active' });
    if (ok && (await mutate('seal.setState', { id: s.id, schoolId, state: to }))) notify.success(`${label}成功`);
  };

  const columns: Column<SealRow>[] = [
    { key: 'picture', title: '印模', width: 76, render: (s) => <SealPicture path={s.picture} name={s.name} onPreview={setPreview} /> },
    {
      key: 'name',
      title: '印章名称',
      render: (s) => (
        <Text size="sm" fw={500}>
          {s.name}
        </Text>
      ),
    },
    { key: 'kind', title: '类型', width: 110, render: (s) => SEAL_KIND_LABEL[s.kind] ?? '其他' },
    {
      key: 'keepers',
      title: '保管人',
      width: 180,
      render: (s) => (s.keepers.length === 0 ? '—' : s.keepers.map((k) => k.name || '待同步').join('、')),
    },
    {
      key: 'state',
      title: '状态',
      width: 90,
      render: (s) => (
        <Badge color={SEAL_STATE_COLORS[s.state]} variant="light">
          {SEAL_STATES[s.state]}
        </Badge>
      ),
    },
    {
      key: 'remark',
      title: '备注',
      render: (s) => (
        <Text size="sm" c="dimmed" lineClamp={2}>
          {s.remark || '—'}
        </Text>
      ),
    },
  ];
  const extra = (s: SealRow) => {
    const moves = mayEdit ? (Object.entries(SEAL_STATE_MOVES[s.state]) as [SealState, string][]) : [];
    const canRequest = mayRequest && s.state === 'active';
    if (!canRequest && moves.length === 0) return null;
    return (
      <Group gap="sm" wrap="nowrap">
        {canRequest && (
          <Anchor component="button" type="button" size="sm" onClick={() => setRequesting(s)} style={{ whiteSpace: 'nowrap' }}>
            申请用印
          </Anchor>
        )}
        {moves.map(([to, label]) => (
          <Anchor
            key={to}
            component="button"
            type="button"
            size="sm"
            c={to === 'active' ? undefined : to === 'destroyed' ? 'red' : 'orange'}
            style={{ whiteSpace: 'nowrap' }}
            onClick={() => void move(s, to)}
          >
            {label}
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
          <>
            <SearchInput search={search} placeholder="印章名称" aria-label="搜索印章" onChange={paging.toFirstPage} />
            <Select
              aria-label="印章状态"
              placeholder="全部状态"
              w={140}
              clearable
              data={STATE_FILTER}
              value={state}
              onChange={paging.withFirstPage(setState)}
            />
          </>
        }
        addLabel="新增印章"
        onAdd={mayEdit ? () => setEditing({ row: null }) : undefined}
        onEdit={mayEdit ? (s) => (s.state === 'destroyed' ? notify.warning('印章已销毁，不能修改') : setEditing({ row: s })) : undefined}
        rowExtra={extra}
      />
      <MediaPreview src={preview} media="image" onClose={() => setPreview(null)} />
      {schoolId && (
        <>
          <SealFormDialog
            opened={editing !== null}
            onClose={() => setEditing(null)}
            schoolId={schoolId}
            row={editing?.row ?? null}
            seals={seals ?? []}
          />
          <RequestDialog
            opened={requesting !== null}
            onClose={() => setRequesting(null)}
            schoolId={schoolId}
            seals={seals ?? []}
            sealId={requesting?.id ?? null}
          />
        </>
      )}
    </>
  );
}
