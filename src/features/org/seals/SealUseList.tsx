import {
  SEAL_APPROVE,
  SEAL_EDIT,
  SEAL_USE_STATES,
  type SealRow,
  type SealUseRow,
  type SealUseState,
  SealMsg,
  sealUseDecideIssue,
} from '@contract/org/seals';
import { Anchor, Badge, Button, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconRubberStamp } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { lazy, Suspense, useMemo, useState } from 'react';
import { approveSealUse } from '@/lib/api/calls/seals';
import { notify } from '@/lib/notify';
import { useReplica } from '@/lib/replica/replica';
import { useMutate } from '@/lib/replica/use-mutate';
import { useCan } from '@/lib/session/can';
import { useCanMutate } from '@/lib/session/can-mutate';
import { confirmAction } from '@/ui/confirm';
import type { Column } from '@/ui/DataTable';
import { RecordTable } from '@/ui/RecordTable';
import { usePaging } from '@/ui/use-paging';
import { MediaPreview } from '@/ui/upload/MediaPreview';
import { SealPicture } from './SealPicture';
import { timeText } from './seal-time';
import { useMe, useServerReachable } from './use-seals';
import { ExportButton } from '@/ui/ExportButton';

// The dialogs (the number field, the date-time picker, the upload kit) load when one is first opened.
const RecordUseDialog = lazy(() => import('./RecordUseDialog').then((m) => ({ default: m.RecordUseDialog })));
const RejectDialog = lazy(() => import('./RejectDialog').then((m) => ({ default: m.RejectDialog })));
const RequestDialog = lazy(() => import('./RequestDialog').then((m) => ({ default: m.RequestDialog })));

export const USE_STATE_COLORS: Record<SealUseState, string> = {
  pending: 'blue',
  approved: 'orange',
  used: 'green',
  rejected: 'red',
  revoked: 'gray',
};
const STATE_FILTER = Object.entries(SEAL_USE_STATES).map(([value, label]) => ({ value, label }));
const line = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;

/**
 * 用印记录: every use with filters by seal, state and request day; 通过/驳回 for the principal (online), 登记用印 for a
 * keeper of the seal (online), 撤销 for the applicant or a seal manager (offline too), 申请用印 and 导出.
 */
export function SealUseList({ seals, uses }: { seals: SealRow[] | undefined; uses: SealUseRow[] | undefined }) {
  const { schoolId } = useReplica();
  const me = useMe();
  const online = useServerReachable();
  const mutate = useMutate();
  const mayApprove = useCan(SEAL_APPROVE);
  const mayManage = useCan(SEAL_EDIT);
  const mayRequest = useCanMutate('sealUse.request');
  const [sealId, setSealId] = useState<string | null>(null);
  const [state, setState] = useState<string | null>(null);
  const [range, setRange] = useState<[string | null, string | null]>([null, null]);
  const [dialog, setDialog] = useState<{ kind: 'request' | 'reject' | 'record'; use: SealUseRow | null } | null>(null);
  const [exporting, setExporting] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const byId = useMemo(() => new Map((seals ?? []).map((s) => [s.id, s])), [seals]);

  const rows = useMemo(() => {
    const [from, to] = range;
    return uses?.filter((u) => {
      const day = dayjs(u.requestedAt).format('YYYY-MM-DD');
      return (
        (sealId === null || u.sealId === sealId) && (state === null || u.state === state) && (!from || day >= from) && (!to || day <= to)
      );
    });
  }, [uses, sealId, state, range]);
  const paging = usePaging(rows);
  const toFirst = paging.toFirstPage;

  const needServer = () => {
    if (online) return true;
    notify.warning(SealMsg.offline);
    return false;
  };
  const approve = async (u: SealUseRow) => {
    if (!schoolId || !needServer()) return;
    if (!(await confirmAction({ message: `确定通过${u.applicantName || ''}的用印申请吗？通过后将通知印章保管人。` }))) return;
    try {
      await approveSealUse(schoolId, u.id);
      notify.success('已通过，已通知保管人');
    } catch {
      // The client has shown the server's message.
    }
  };
  const revoke = async (u: SealUseRow) => {
    if (!schoolId) return;
    if (!(await confirmAction({ message: '确定撤销该用印申请吗？', danger: true }))) return;
    if (await mutate('sealUse.revoke', { id: u.id, schoolId })) notify.success('撤销成功');
  };
  const isKeeper = (u: SealUseRow) => {
    const seal = u.sealId ? byId.get(u.sealId) : undefined;
    return me.principal || (seal?.keepers.some((k) => k.userId === me.userId) ?? false);
  };

  const columns: Column<SealUseRow>[] = [
    {
      key: 'seal',
      title: '印章',
      width: 200,
      render: (u) => (
        <Group gap="xs" wrap="nowrap">
          <SealPicture path={(u.sealId && byId.get(u.sealId)?.picture) || ''} name={u.sealName} size={32} />
          <Text size="sm">{u.sealName || '—'}</Text>
        </Group>
      ),
    },
    { key: 'applicant', title: '申请人', width: 90, render: (u) => line(u.applicantName || '本人（待同步）') },
    {
      key: 'purpose',
      title: '用印事由',
      render: (u) => (
        <Stack gap={2}>
          <Text size="sm" lineClamp={2} title={u.purpose}>
            {u.purpose}
          </Text>
          {u.state === 'rejected' && u.rejectReason && (
            <Text size="xs" c="red">
              驳回原因：{u.rejectReason}
            </Text>
          )}
          {u.issue && (
            <Text size="xs" c="red">
              {u.issue}
            </Text>
          )}
          {u.approvalId && (
            <Text size="xs" c="dimmed">
              来自审批
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'copies', title: '份数', width: 64, render: (u) => u.copies },
    { key: 'requestedAt', title: '申请时间', width: 140, render: (u) => line(timeText(u.requestedAt)) },
    {
      key: 'state',
      title: '状态',
      width: 90,
      render: (u) => {
        const badge = (
          <Badge color={USE_STATE_COLORS[u.state]} variant="light">
            {SEAL_USE_STATES[u.state]}
          </Badge>
        );
        const note =
          u.state === 'rejected' ? `驳回原因：${u.rejectReason}` : u.decidedByName ? `${u.decidedByName} ${timeText(u.decidedAt)}` : '';
        return note ? <Tooltip label={note}>{badge}</Tooltip> : badge;
      },
    },
    {
      key: 'used',
      title: '用印登记',
      width: 170,
      render: (u) =>
        u.state === 'used' ? (
          <Group gap="xs" wrap="nowrap">
            {u.usedPhoto && <SealPicture path={u.usedPhoto} name="用印照片" size={32} onPreview={setPreview} />}
            <Stack gap={0}>
              <Text size="xs">{timeText(u.usedAt)}</Text>
              <Text size="xs" c="dimmed">
                {u.usedByName}
                {u.usedRemark && `：${u.usedRemark}`}
              </Text>
            </Stack>
          </Group>
        ) : (
          '—'
        ),
    },
  ];
  const actions = (u: SealUseRow) => {
    const links: { label: string; color?: string; run: () => void; off?: string }[] = [];
    if (u.state === 'pending' && !u.approvalId && mayApprove) {
      // One's own request waits for another approver: shown greyed with the reason (the server refuses it too).
      const own = sealUseDecideIssue(u, me.userId, 'approve') ?? undefined;
      links.push({ label: '通过', run: () => void approve(u), off: own });
      links.push({ label: '驳回', color: 'red', run: () => needServer() && setDialog({ kind: 'reject', use: u }), off: own });
    }
    if (u.state === 'approved' && isKeeper(u))
      links.push({ label: '登记用印', run: () => needServer() && setDialog({ kind: 'record', use: u }) });
    if ((u.state === 'pending' || u.state === 'approved') && (mayManage || u.applicantId === me.userId || u.applicantId === 0))
      links.push({ label: '撤销', color: 'gray', run: () => void revoke(u) });
    if (links.length === 0) return null;
    return (
      <Group gap="sm" wrap="nowrap">
        {links.map((l) =>
          l.off ? (
            <Tooltip key={l.label} label={l.off}>
              <span>
                <Anchor component="button" type="button" size="sm" c="dimmed" disabled style={{ whiteSpace: 'nowrap' }}>
                  {l.label}
                </Anchor>
              </span>
            </Tooltip>
          ) : (
            <Anchor key={l.label} component="button" type="button" size="sm" c={l.color} onClick={l.run} style={{ whiteSpace: 'nowrap' }}>
              {l.label}
            </Anchor>
          ),
        )}
      </Group>
    );
  };
  const exportShown = async () => {
    if (!rows?.length) return void notify.warning('暂无数据可导出');
    setExporting(true);
    try {
      const { exportSealUses } = await import('./export-seal-uses');
      await exportSealUses(rows, sealId ? (byId.get(sealId)?.name ?? '') : state ? SEAL_USE_STATES[state as SealUseState] : '全部');
      notify.success('导出成功');
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <RecordTable
        paging={paging}
        columns={columns}
        filters={
          <>
            <Select
              aria-label="印章"
              placeholder="全部印章"
              w={180}
              clearable
              searchable
              data={(seals ?? []).map((s) => ({ value: s.id, label: s.name }))}
              value={sealId}
              onChange={(v) => {
                setSealId(v);
                toFirst();
              }}
            />
            <Select
              aria-label="用印状态"
              placeholder="全部状态"
              w={130}
              clearable
              data={STATE_FILTER}
              value={state}
              onChange={(v) => {
                setState(v);
                toFirst();
              }}
            />
            <DatePickerInput
              type="range"
              aria-label="申请日期"
              placeholder="申请日期：开始 — 结束"
              valueFormat="YYYY-MM-DD"
              clearable
              w={250}
              value={range}
              onChange={(v) => {
                setRange(v as [string | null, string | null]);
                toFirst();
              }}
            />
          </>
        }
        toolbar={
          <>
            <ExportButton loading={exporting} onClick={() => void exportShown()} />
            {mayRequest && (
              <Button leftSection={<IconRubberStamp size={16} />} onClick={() => setDialog({ kind: 'request', use: null })}>
                申请用印
              </Button>
            )}
          </>
        }
        addLabel=""
        rowExtra={actions}
      />
      <MediaPreview src={preview} media="image" onClose={() => setPreview(null)} />
      {schoolId && dialog && (
        <Suspense fallback={null}>
          {dialog.kind === 'request' && (
            <RequestDialog opened onClose={() => setDialog(null)} schoolId={schoolId} seals={seals ?? []} sealId={null} />
          )}
          {dialog.kind === 'reject' && <RejectDialog opened onClose={() => setDialog(null)} schoolId={schoolId} use={dialog.use} />}
          {dialog.kind === 'record' && <RecordUseDialog opened onClose={() => setDialog(null)} schoolId={schoolId} use={dialog.use} />}
        </Suspense>
      )}
    </>
  );
}
