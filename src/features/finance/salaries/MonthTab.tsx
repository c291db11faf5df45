import { formatFen } from '@contract/finance/fees';
import {
  refundableFen,
  SALARY_ACTIONS,
  SALARY_EDIT,
  SALARY_MONTH_STATES,
  type SalaryAction,
  salaryActionIssue,
  salaryExportTable,
  type SalaryMonthRow,
  type SalarySlipRow,
  salarySheetLookups,
  salarySums,
} from '@contract/finance/salaries';
import { Alert, Anchor, Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconFileImport, IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { postNudge } from '@sync/nudge';
import { useMemo, useState } from 'react';
import { importSalaries, makeSalaryMonth, moveSalaryMonth } from '@/lib/api/calls/salaries';
import { notify } from '@/lib/notify';
import { useBrowserOnline } from '@/lib/online';
import { useReplica } from '@/lib/replica/replica';
import { useCan } from '@/lib/session/can';
import { useSession } from '@/lib/session/store';
import { useSheetExport } from '@/lib/xlsx/use-sheet-export';
import { confirmAction } from '@/ui/confirm';
import type { Column } from '@/ui/DataTable';
import { ImportDialog } from '@/ui/ImportDialog';
import { usePaging } from '@/ui/use-paging';
import { RefundDialog } from './RefundDialog';
import { SlipDialog } from './SlipDialog';
import { useSalaryMonths, useSalarySlips, useSalaryTemplate } from './use-salary-rows';
import { chinaDay } from '@contract/china-time';
import { ExportButton } from '@/ui/ExportButton';
import { PagedTable } from '@/ui/PagedTable';

const STATE_COLORS = { draft: 'gray', confirmed: 'blue', issued: 'green' } as const;
const ACTION_COLORS: Record<SalaryAction, string> = { confirm: 'blue', reopen: 'gray', issue: 'green' };

/** This month and the eleven before it, in China time, newest first ('YYYY-MM'). */
function recentMonths(): string[] {
  const now = new Date(Date.now() + 8 * 3600_000);
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}
/** A cell that never wraps (a month's sheet is wide: the table scrolls sideways instead of breaking names). */
const nowrap = (text: string, extra: { fw?: number; c?: string } = {}) => (
  <Text size="sm" style={{ whiteSpace: 'nowrap' }} span {...extra}>
    {text}
  </Text>
);
/** Yuan with separators and no symbol (5,200.00): an item's cell, where ¥ on every one would be noise. */
const yuan = (fen: number) => formatFen(fen).replace('¥', '');
const monthLabel = (m: string) => `${m.slice(0, 4)}年${Number(m.slice(5))}月`;

/**
 * 月度工资: pick a month; its sheet (序号, 姓名, 部门, a column per item, 应发, 扣款, 实发, the 合计 row), 生成 from the
 * staff list, 导入 (the xlsx kit's dry run) and 编辑 while draft, 导出 always, 确认 / 退回草稿 / 发放 as the transition
 * table offers them, 退还扣款 per member after 发放.
 */
export function MonthTab({ onTemplate }: { onTemplate: () => void }) {
  const { db, schoolId } = useReplica();
  const { offline } = useSession();
  const online = useBrowserOnline() && !offline;
  const mayEdit = useCan(SALARY_EDIT);
  const template = useSalaryTemplate();
  const months = useSalaryMonths();
  const [picked, setPicked] = useState<string>(() => recentMonths()[0] ?? '');
  const month: SalaryMonthRow | undefined = months?.find((m) => m.month === picked);
  const slips = useSalarySlips(month?.id);
  const paging = usePaging(month ? slips : []);
  const [busy, setBusy] = useState<string | null>(null);
  const { exporting, exportSheet } = useSheetExport();
  const [importing, setImporting] = useState(false);
  const [editing, setEditing] = useState<SalarySlipRow | null>(null);
  const [refunding, setRefunding] = useState<SalarySlipRow | null>(null);
  const syncNow = () => db && postNudge(db.name, 'wake');

  const monthOptions = useMemo(() => {
    const all = [...new Set([...recentMonths(), ...(months ?? []).map((m) => m.month)])].sort().reverse();
    return all.map((m) => {
      const row = months?.find((x) => x.month === m);
      return { value: m, label: row ? `${monthLabel(m)}（${SALARY_MONTH_STATES[row.state]}）` : monthLabel(m) };
    });
  }, [months]);
  const sums = useMemo(() => (month && slips ? salarySums(slips, month.items) : null), [month, slips]);

  const needOnline = (what: string) => {
    if (online) return false;
    notify.warning(`当前处于离线状态，${what}需要联网`);
    return true;
  };
  const generate = async () => {
    if (!schoolId || needOnline('生成工资表')) return;
    if (!template?.items.length) {
      notify.warning('请先设置工资模板');
      return onTemplate();
    }
    setBusy('generate');
    try {
      await makeSalaryMonth(schoolId, picked);
      notify.success(month ? '已补充新入职的教职工' : '生成成功');
      syncNow();
    } catch {
      // toasted
    } finally {
      setBusy(null);
    }
  };
  const move = async (action: SalaryAction) => {
    if (!schoolId || !month || needOnline(`${SALARY_ACTIONS[action].label}工资表`)) return;
    const issue = salaryActionIssue(month.state, action);
    if (issue) return void notify.warning(issue);
    const message =
      action === 'issue'
        ? `确定发放${monthLabel(month.month)}工资吗？共 ${slips?.length ?? 0} 人，实发合计 ${formatFen(sums?.netFen ?? 0)}，发放后计入支出且不能修改。`
        : action === 'confirm'
          ? `确定${monthLabel(month.month)}工资表无误吗？确认后不能再编辑，可退回草稿。`
          : `确定将${monthLabel(month.month)}工资表退回草稿吗？`;
    if (!(await confirmAction({ message }))) return;
    setBusy(action);
    try {
      await moveSalaryMonth(schoolId, month.id, action);
      notify.success(action === 'issue' ? '发放成功' : action === 'confirm' ? '已确认' : '已退回草稿');
      syncNow();
    } catch {
      // toasted
    } finally {
      setBusy(null);
    }
  };
  const exportShown = () => exportSheet(() => (month && slips?.length ? salaryExportTable(month, slips) : null));

  const items = month?.items ?? [];
  const columns: Column<SalarySlipRow>[] = [
    { key: 'name', title: nowrap('姓名', { fw: 700 }), render: (r) => nowrap(r.name) },
    { key: 'dept', title: nowrap('部门', { fw: 700 }), render: (r) => nowrap(r.departmentName || '—') },
    ...items.map(
      (i): Column<SalarySlipRow> => ({
        key: `item-${i.key}`,
        title: nowrap(i.name, { fw: 700, ...(i.kind === 'deduct' ? { c: 'red.7' } : {}) }),
        align: 'right',
        render: (r) => nowrap(yuan(r.amounts[i.key] ?? 0)),
      }),
    ),
    { key: 'add', title: nowrap('应发', { fw: 700 }), align: 'right', render: (r) => nowrap(formatFen(r.addFen)) },
    { key: 'deduct', title: nowrap('扣款', { fw: 700 }), align: 'right', render: (r) => nowrap(formatFen(r.deductFen)) },
    { key: 'net', title: nowrap('实发', { fw: 700 }), align: 'right', render: (r) => nowrap(formatFen(r.netFen), { fw: 600 }) },
    ...(month?.state === 'issued'
      ? [
          {
            key: 'refund',
            title: nowrap('已退扣款', { fw: 700 }),
            align: 'right' as const,
            render: (r: SalarySlipRow) => nowrap(formatFen(r.refundFen)),
          },
        ]
      : []),
    ...(mayEdit && month && month.state !== 'confirmed'
      ? [
          {
            key: 'actions',
            title: nowrap('操作', { fw: 700 }),
            render: (r: SalarySlipRow) =>
              month.state === 'draft' ? (
                <Anchor component="button" type="button" size="sm" style={{ whiteSpace: 'nowrap' }} onClick={() => setEditing(r)}>
                  编辑
                </Anchor>
              ) : refundableFen(r) > 0 ? (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  style={{ whiteSpace: 'nowrap' }}
                  onClick={() => !needOnline('退还扣款') && setRefunding(r)}
                >
                  退还扣款
                </Anchor>
              ) : (
                <Text size="xs" c="dimmed">
                  —
                </Text>
              ),
          },
        ]
      : []),
  ];
  const footer = sums
    ? {
        label: nowrap('合计', { fw: 700 }),
        cells: {
          ...Object.fromEntries(items.map((i) => [`item-${i.key}`, nowrap(yuan(sums.byItem[i.key] ?? 0))])),
          add: nowrap(formatFen(sums.addFen)),
          deduct: nowrap(formatFen(sums.deductFen)),
          net: nowrap(formatFen(sums.netFen), { fw: 700 }),
          refund: nowrap(formatFen(sums.refundFen)),
        },
      }
    : undefined;
  const actions = month ? (Object.keys(SALARY_ACTIONS) as SalaryAction[]).filter((a) => salaryActionIssue(month.state, a) === null) : [];

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <Select
            label="月份"
            w={200}
            data={monthOptions}
            value={picked}
            allowDeselect={false}
            onChange={(v) => {
              if (v) setPicked(v);
              paging.toFirstPage();
            }}
          />
          {month && (
            <Badge size="lg" variant="light" color={STATE_COLORS[month.state]} data-testid="salary-state">
              {SALARY_MONTH_STATES[month.state]}
            </Badge>
          )}
          {month?.issuedAt && (
            <Text size="sm" c="dimmed">
              {month.issuedBy}于{chinaDay(month.issuedAt)}发放
            </Text>
          )}
        </Group>
        <Group gap="xs">
          {mayEdit && (!month || month.state === 'draft') && (
            <Button
              leftSection={<IconRefresh size={16} />}
              onClick={() => void generate()}
              loading={busy === 'generate'}
              disabled={!online}
              title={online ? undefined : '需联网'}
            >
              {month ? '补充教职工' : '生成工资表'}
            </Button>
          )}
          {mayEdit && month?.state === 'draft' && (
            <Button
              variant="light"
              leftSection={<IconFileImport size={16} />}
              onClick={() => setImporting(true)}
              title={online ? undefined : '需联网'}
            >
              导入
            </Button>
          )}
          <ExportButton onClick={() => void exportShown()} loading={exporting} />
          {mayEdit &&
            actions.map((a) => (
              <Button
                key={a}
                color={ACTION_COLORS[a]}
                variant={a === 'reopen' ? 'default' : 'filled'}
                onClick={() => void move(a)}
                loading={busy === a}
                disabled={!online}
                title={online ? undefined : '需联网'}
              >
                {SALARY_ACTIONS[a].label}
              </Button>
            ))}
        </Group>
      </Group>
      {!online && (
        <Alert color="gray" icon={<IconWifiOff size={18} />}>
          当前处于离线状态：草稿可以继续编辑，生成、导入、确认、发放和退还扣款需联网。
        </Alert>
      )}
      {!month && months !== undefined && (
        <Alert color="blue" variant="light">
          {monthLabel(picked)}尚未生成工资表。{mayEdit ? '点击“生成工资表”按在职教职工生成。' : ''}
        </Alert>
      )}
      <PagedTable columns={columns} paging={paging} rowKey={(r) => r.id} footer={footer} />
      {importing && month && schoolId && (
        <ImportDialog
          opened
          onClose={() => setImporting(false)}
          title={`导入${monthLabel(month.month)}工资`}
          sheet="salaries"
          lookups={salarySheetLookups(month.items)}
          templateName="工资导入模板.xlsx"
          online={online}
          onImport={async (records) => {
            const { count } = await importSalaries(schoolId, month.id, records);
            notify.success(`导入成功，共${count}人`);
            syncNow();
          }}
        />
      )}
      {editing && month && schoolId && (
        <SlipDialog slip={editing} items={month.items} schoolId={schoolId} onClose={() => setEditing(null)} />
      )}
      {refunding && month && schoolId && (
        <RefundDialog
          slip={refunding}
          month={month.month}
          schoolId={schoolId}
          onClose={() => setRefunding(null)}
          onDone={() => {
            setRefunding(null);
            syncNow();
          }}
        />
      )}
    </Stack>
  );
}
