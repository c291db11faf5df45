import { formatFen } from '@contract/finance/fees';
import type { ExpendRow, FeeStatsRow } from '@contract/finance/statistics';
import type { Column } from '@/ui/DataTable';

const money = (title: string, key: string, fen: (r: FeeStatsRow) => number): Column<FeeStatsRow> => ({
  key,
  title,
  width: 140,
  align: 'right',
  render: (r) => formatFen(fen(r)),
});

/** The money columns every fee tab shows: 笔数, 收入, 退费, 结转 (in − out, signed), 实收. */
export const FEE_MONEY: Column<FeeStatsRow>[] = [
  { key: 'count', title: '笔数', width: 80, align: 'right', render: (r) => r.count },
  money('收入', 'income', (r) => r.incomeFen),
  money('退费', 'refund', (r) => r.refundFen),
  money('结转', 'carry', (r) => r.carryFen),
  money('实收', 'net', (r) => r.netFen),
];
export const childrenColumn: Column<FeeStatsRow> = {
  key: 'children',
  title: '收费人数',
  width: 100,
  align: 'right',
  render: (r) => r.children,
};

/** The 合计 row's cells of a fee tab, by column key. */
export const feeFooter = (t: FeeStatsRow, withChildren: boolean) => ({
  label: '合计',
  cells: {
    ...(withChildren ? { children: t.children } : {}),
    count: t.count,
    income: formatFen(t.incomeFen),
    refund: formatFen(t.refundFen),
    carry: formatFen(t.carryFen),
    net: formatFen(t.netFen),
  },
});

export const EXPEND_COLUMNS: Column<ExpendRow>[] = [
  { key: 'name', title: '支出类别', render: (r) => r.name },
  { key: 'count', title: '笔数', width: 100, align: 'right', render: (r) => r.count },
  { key: 'amount', title: '金额', width: 160, align: 'right', render: (r) => formatFen(r.amountFen) },
];
/** 收入: the ledger's `income` lines by itemName (other income's projects, 记账's income categories), net of voids. */
export const INCOME_COLUMNS: Column<ExpendRow>[] = [
  { ...EXPEND_COLUMNS[0], key: 'name', title: '收入项目', render: (r) => r.name },
  ...EXPEND_COLUMNS.slice(1),
];
export const expendFooter = (t: ExpendRow) => ({ label: '合计', cells: { count: t.count, amount: formatFen(t.amountFen) } });
