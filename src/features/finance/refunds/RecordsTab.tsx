import { formatFen } from '@contract/finance/fees';
import {
  REFUND_ACTIONS,
  REFUND_EDIT,
  REFUND_STATE_KEYS,
  REFUND_STATES,
  REFUND_WAYS,
  type RefundAction,
  type RefundMoveInput,
  type RefundRecordRow,
  RefundMsg,
  refundActionIssue,
  refundActionsOffered,
} from '@contract/finance/refunds';
import { Anchor, Group, Paper, Select, Text, Tooltip } from '@mantine/core';
import { postNudge } from '@sync/nudge';
import { lazy, Suspense, useMemo, useState } from 'react';
import { getFinanceRecords } from '@/lib/api/calls/finance-records';
import { moveRefund, submitRefunds } from '@/lib/api/calls/refunds';
import { notify } from '@/lib/notify';
import { useBrowserOnline } from '@/lib/online';
import { pushedFirst } from '@/lib/replica/pushed-first';
import { useReplica } from '@/lib/replica/replica';
import { can } from '@/lib/session/can';
import { useSession } from '@/lib/session/store';
import { AuditDrawer } from '@/ui/AuditDrawer';
import { confirmAction } from '@/ui/confirm';
import { SearchInput, useSearchText } from '@/ui/fields/SearchInput';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { usePaging } from '@/ui/use-paging';
import { options } from './refund-labels';
import { recordColumns } from './record-columns';
import { useRefundPolling } from './use-refund-polling';
import { AUDIT_ENUMS } from './audit-enums';
import { useClasses } from '@/lib/replica/use-classes';
import { useSchoolRows } from '@/lib/replica/use-school-rows';
import { TermFilters } from '@/ui/fields/TermFilters';
import { schoolYearsOf } from '@/lib/term-options';
import { PagedTable } from '@/ui/PagedTable';

const RecordFormDialog = lazy(() => import('./RecordFormDialog').then((m) => ({ default: m.RecordFormDialog })));
const CheckDialog = lazy(() => import('./CheckDialog').then((m) => ({ default: m.CheckDialog })));
const MoveDialog = lazy(() => import('./MoveDialog').then((m) => ({ default: m.MoveDialog })));
const RecordDetailDrawer = lazy(() => import('./RecordDetailDrawer').then((m) => ({ default: m.RecordDetailDrawer })));

const ONLINE_ONLY = '需联网';

/** The row links, in the order shown; `save` is 编辑 (a draft or a rejected record). */
const LINK_LABELS: Partial<Record<RefundAction, string>> = {
  save: '编辑',
  submit: '提交审核',
  approve: '审核',
  confirm: '确认退费',
  refundOnline: '原路退回',
  queryOnline: '查询退款',
  carry: '结转',
  refundRest: '退还剩余',
  changeWay: '变更方式',
  void: '作废',
};

interface Filter {
  classId?: string;
  schoolYear?: string;
  termType?: number;
  state?: number;
  way?: number;
}

/**
 * 退费记录: one row per child's refund, read from the replica (the finance scope) and filtered on the device. The
 * links a row offers are those REFUND_ACTIONS allows the member in its state and way; every move after the draft is
 * an online call, and a refund through the original route is asked after every 2 s while it is 退款中.
 */
export function RecordsTab() {
  const { db, schoolId } = useReplica();
  const { session, offline } = useSession();
  const online = useBrowserOnline() && !offline;
  const has = (right: string) => can(session, right as `/${string}`);
  const mayEdit = has(REFUND_EDIT);
  const all = useSchoolRows('refundRecords');
  const bills = useSchoolRows('bills');
  const classes = useClasses() ?? [];
  const className = (id: string) => classes.find((c) => c.id === id)?.name ?? '—';
  const billById = useMemo(() => new Map((bills ?? []).map((b) => [b.id, b])), [bills]);
  const [filter, setFilter] = useState<Filter>({});
  const search = useSearchText();
  const rows = useMemo(() => {
    if (!all) return undefined;
    const q = search.query.trim();
    return all
      .filter((r) => {
        if (filter.classId && r.classId !== filter.classId) return false;
        if (filter.state !== undefined && r.state !== filter.state) return false;
        if (filter.way && r.way !== filter.way) return false;
        if (q && !r.studentName.includes(q)) return false;
        if (filter.schoolYear || filter.termType) {
          // A record is of the terms of the bills it refunds.
          const terms = r.lines.map((l) => billById.get(l.billId)).filter((b) => b !== undefined);
          if (
            !terms.some(
              (b) => (!filter.schoolYear || b.schoolYear === filter.schoolYear) && (!filter.termType || b.termType === filter.termType),
            )
          )
            return false;
        }
        return true;
      })
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  }, [all, filter, search.query, billById]);
  const paging = usePaging(rows);
  const total = (rows ?? []).reduce((s, r) => s + r.amountFen, 0);
  const years = schoolYearsOf(bills);
  const set = (patch: Partial<Filter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    paging.toFirstPage();
  };

  const [editing, setEditing] = useState<{ row: RefundRecordRow | null } | null>(null);
  const [checking, setChecking] = useState<RefundRecordRow | null>(null);
  const [moving, setMoving] = useState<{ row: RefundRecordRow; action: 'void' | 'changeWay' | 'refundRest' } | null>(null);
  const [detail, setDetail] = useState<RefundRecordRow | null>(null);
  const [audited, setAudited] = useState<RefundRecordRow | null>(null);
  const syncNow = () => db && postNudge(db.name, 'wake');

  const move = async (input: Omit<RefundMoveInput, 'schoolId' | 'reason'> & { reason?: string }, done: (r: RefundRecordRow) => string) => {
    if (!schoolId) return;
    try {
      const r = await moveRefund({ reason: '', ...input, schoolId });
      notify.success(done(r));
    } catch {
      // The api client has shown the server's reason.
    } finally {
      syncNow();
    }
  };
  const ask = async (message: string) => confirmAction({ message });
  const run = async (r: RefundRecordRow, action: RefundAction) => {
    const who = `${r.studentName}的退费 ${formatFen(r.amountFen)}`;
    switch (action) {
      case 'save':
        return setEditing({ row: r });
      case 'submit':
        if (!schoolId || !(await ask(`确定将${who}提交审核吗？`))) return;
        try {
          // A draft saved a moment ago may still be on its way to the server.
          await pushedFirst(db);
          await submitRefunds(schoolId, [r.id]);
          notify.success('已提交审核');
        } catch {
          // shown by the api client
        } finally {
          syncNow();
        }
        return;
      case 'approve':
      case 'reject':
        return setChecking(r);
      case 'confirm':
        if (
          !(await ask(
            `确定已将${formatFen(r.amountFen - r.refundedFen - r.carriedFen)}以「${REFUND_WAYS[r.way]}」退给${r.studentName}的家长吗？`,
          ))
        )
          return;
        return move({ id: r.id, action: 'confirm' }, () => '退费成功');
      case 'refundOnline':
        if (!(await ask(`确定将${who}原路退回到家长的支付账户吗？`))) return;
        return move({ id: r.id, action: 'refundOnline' }, (x) =>
          x.state === 2 ? '退款成功' : x.state === 21 ? `退款失败：${x.providerAnswer}` : '已提交退款，等待支付机构处理',
        );
      case 'queryOnline':
        return move({ id: r.id, action: 'queryOnline' }, (x) => `退款状态：${REFUND_STATES[x.state]}`);
      case 'carry':
        if (!(await ask(`确定将${who}结转到${r.studentName}下学期的账单吗？`))) return;
        return move({ id: r.id, action: 'carry' }, (x) =>
          x.state === 4
            ? '结转成功'
            : x.carriedFen > r.carriedFen
              ? `部分结转，已结转${formatFen(x.carriedFen)}`
              : '下学期账单尚未生成，结转金额将在生成账单时自动抵扣',
        );
      case 'void':
      case 'changeWay':
      case 'refundRest':
        return setMoving({ row: r, action });
    }
  };

  useRefundPolling(all, schoolId, online, db?.name);

  const link = (r: RefundRecordRow, action: RefundAction) => {
    const label = LINK_LABELS[action] ?? REFUND_ACTIONS[action].label;
    // Greyed with the reason: one's own refund is reviewed by a colleague (the server refuses it too), an online
    // call waits for the network.
    const own = refundActionIssue(action, r, has, session?.userId) === RefundMsg.ownRecord;
    const why = own ? RefundMsg.ownRecord : REFUND_ACTIONS[action].online && !online ? `${label}${ONLINE_ONLY}` : null;
    const a = (
      <Anchor
        component="button"
        type="button"
        size="sm"
        c={why ? 'dimmed' : action === 'void' ? 'red' : undefined}
        disabled={why !== null}
        onClick={() => void run(r, action)}
        style={{ whiteSpace: 'nowrap' }}
      >
        {label}
      </Anchor>
    );
    return why ? (
      <Tooltip key={action} label={why}>
        <span>{a}</span>
      </Tooltip>
    ) : (
      <span key={action}>{a}</span>
    );
  };
  const offered = (r: RefundRecordRow): RefundAction[] => {
    const moves = refundActionsOffered(r, has).filter((a) => a !== 'reject' || !refundActionsOffered(r, has).includes('approve'));
    const edit = r.state === 0 || r.state === 6 ? (mayEdit ? (['save'] as RefundAction[]) : []) : [];
    return [...edit, ...(Object.keys(LINK_LABELS) as RefundAction[]).filter((a) => moves.includes(a))];
  };

  const columns = recordColumns(className, setDetail, (r) => offered(r).map((a) => link(r, a)));

  return (
    <>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-end">
          <Group align="flex-end">
            <TermFilters classes={classes} years={years} filter={filter} onChange={set} />
            <Select
              aria-label="状态"
              placeholder="全部状态"
              clearable
              w={110}
              data={REFUND_STATE_KEYS.map((k) => ({ value: String(k), label: REFUND_STATES[k] }))}
              value={filter.state === undefined ? null : String(filter.state)}
              onChange={(v) => set({ state: v === null ? undefined : Number(v) })}
            />
            <Select
              aria-label="退费方式"
              placeholder="全部退费方式"
              clearable
              w={130}
              data={options(REFUND_WAYS)}
              value={filter.way ? String(filter.way) : null}
              onChange={(v) => set({ way: v ? Number(v) : undefined })}
            />
            <SearchInput aria-label="幼儿姓名" placeholder="幼儿姓名" search={search} onChange={() => paging.toFirstPage()} w={140} />
          </Group>
          {mayEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ row: null })} disabled={classes.length === 0}>
              新增退费
            </Button>
          )}
        </Group>
      </Paper>
      <PagedTable
        columns={columns}
        paging={paging}
        rowKey={(r) => r.id}
        footer={{
          label: '合计',
          cells: {
            amount: (
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatFen(total)}
              </Text>
            ),
          },
        }}
      />
      <Suspense fallback={null}>
        {schoolId && editing && <RecordFormDialog onClose={() => setEditing(null)} schoolId={schoolId} row={editing.row} />}
        {schoolId && checking && <CheckDialog record={checking} schoolId={schoolId} onClose={() => setChecking(null)} onDone={syncNow} />}
        {schoolId && moving && <MoveDialog {...moving} schoolId={schoolId} onClose={() => setMoving(null)} onDone={syncNow} />}
        {detail && (
          <RecordDetailDrawer
            record={all?.find((r) => r.id === detail.id) ?? detail}
            className={className(detail.classId)}
            bills={bills ?? []}
            onClose={() => setDetail(null)}
            onAudit={setAudited}
          />
        )}
      </Suspense>
      {audited && (
        <AuditDrawer
          entity="退费记录"
          row={{ id: audited.id, name: `${audited.studentName} ${formatFen(audited.amountFen)}` }}
          onClose={() => setAudited(null)}
          load={getFinanceRecords}
          names={new Map(classes.map((c) => [c.id, c.name]))}
          enums={AUDIT_ENUMS}
        />
      )}
    </>
  );
}
