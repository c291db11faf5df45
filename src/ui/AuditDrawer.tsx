import {
  AUDIT_FIELD_LABELS,
  DISCOUNT_KINDS,
  DISCOUNT_TARGETS,
  FEE_UNITS,
  type FinanceAuditRow,
  formatFen,
  VALIDITY,
} from '@contract/finance/fees';
import { BILL_READ, BILL_STATES, PAY_TYPES } from '@contract/finance/bill-rows';
import { TERM_TYPES } from '@contract/term';
import { Alert, Drawer, Group, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatDateTime } from '@/lib/format';
import { useReplica } from '@/lib/replica/replica';
import { EmptyState } from './EmptyState';

interface Props {
  /** What the rows are called (收费项目, 收费标准, 优惠, 账单). */
  entity: string;
  row: { id: string; name: string } | null;
  onClose: () => void;
  /** Reads the row's lines from the server (the screen's call: this widget calls no API itself). */
  load: (schoolId: number, id: string) => Promise<FinanceAuditRow[]>;
  /** Names of ids a row points to (its class), shown instead of the id. */
  names?: ReadonlyMap<string, string>;
  /** Code labels of this entity's fields, over the defaults (a refund's state, way, reason). */
  enums?: Record<string, Record<string, string>>;
}

const ENUMS: Record<string, Record<string, string>> = {
  unit: FEE_UNITS,
  kind: DISCOUNT_KINDS,
  target: DISCOUNT_TARGETS,
  validity: VALIDITY,
  termType: TERM_TYPES,
  state: BILL_STATES,
  payType: PAY_TYPES,
  read: BILL_READ,
  overdue: { 1: '逾期可缴', 2: '逾期不可缴' },
};
const MONEY = new Set(['amountFen', 'totalFen', 'paidFen', 'refundedFen', 'carriedFen', 'unitFen']);

/** A field's value as the drawer shows it: money in yuan, enumerations by their labels, lists by their size. */
function shown(field: string, value: unknown, names?: ReadonlyMap<string, string>, enums?: Props['enums']): string {
  if (value === undefined || value === null || value === '') return '—';
  const own = enums?.[field];
  if (own) return own[String(value)] ?? String(value);
  if (typeof value === 'string' && names?.has(value)) return names.get(value) ?? value;
  if (MONEY.has(field) && typeof value === 'number') return formatFen(value);
  if (field === 'percent' && typeof value === 'number') return `${value}%`;
  if (typeof value === 'boolean') return value ? '是' : '否';
  const labels = ENUMS[field];
  if (labels) return labels[String(value)] ?? String(value);
  if (field === 'lines' && Array.isArray(value))
    return value
      .map((l: { amountFen: number | null; name?: string; discountFen?: number }) =>
        l.amountFen === null
          ? '按项目金额'
          : `${l.name ? `${l.name} ` : ''}${formatFen(l.amountFen)}${l.discountFen ? `（优惠${formatFen(l.discountFen)}）` : ''}`,
      )
      .join('、');
  if (field === 'pictures' && Array.isArray(value)) return value.length === 0 ? '—' : `${value.length}张`;
  if (field === 'itemIds' && Array.isArray(value)) return value.length === 0 ? '全部项目' : `${value.length}项`;
  if (Array.isArray(value)) return value.length === 0 ? '—' : `${value.length}人`;
  return String(value);
}

/** The fields a line changed (all of them for a new row). */
function changes(
  line: FinanceAuditRow,
  names?: ReadonlyMap<string, string>,
  enums?: Props['enums'],
): { field: string; before: string; after: string }[] {
  const fields = Object.keys(AUDIT_FIELD_LABELS).filter((f) => (line.after && f in line.after) || (line.before && f in line.before));
  return (
    fields
      .filter((f) => JSON.stringify(line.before?.[f]) !== JSON.stringify(line.after?.[f]))
      .map((f) => ({
        field: f,
        before: line.before ? shown(f, line.before[f], names, enums) : '—',
        after: line.after ? shown(f, line.after[f], names, enums) : '—',
      }))
      .filter((c) => c.before !== c.after)
      // A discount's amount field of the other kind is always zero: not worth a line.
      .filter(
        (c) => !((c.field === 'amountFen' && line.after?.kind === 'percent') || (c.field === 'percent' && line.after?.kind === 'fixed')),
      )
  );
}

/**
 * 变更记录: the row's audit log as the server keeps it (who, when, before → after), read online: the log is the
 * server's, written as each change is applied; a change still waiting on this device is not in it yet.
 */
export function AuditDrawer({ entity, row, onClose, load, names, enums }: Props) {
  const { schoolId } = useReplica();
  const [lines, setLines] = useState<FinanceAuditRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setLines(null);
    setFailed(false);
    if (!row || !schoolId) return;
    const ask = new AbortController();
    load(schoolId, row.id)
      .then((l) => !ask.signal.aborted && setLines([...l].reverse()))
      .catch(() => !ask.signal.aborted && setFailed(true));
    return () => ask.abort();
  }, [row, schoolId, load]);
  return (
    <Drawer
      opened={row !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={row ? `变更记录 — ${entity}「${row.name}」` : '变更记录'}
    >
      {failed ? (
        <Alert color="orange">变更记录需联网查看，请稍后重试。</Alert>
      ) : lines === null ? (
        <Loader size="sm" m="lg" />
      ) : lines.length === 0 ? (
        <EmptyState />
      ) : (
        <Stack gap="sm">
          {lines.map((l) => (
            <Paper key={l.id} withBorder radius="sm" p="sm">
              <Group justify="space-between" mb={6}>
                <Text size="sm" fw={600}>
                  {l.action}
                </Text>
                <Text size="xs" c="dimmed">
                  {l.userName || '—'} · {formatDateTime(l.at)}
                </Text>
              </Group>
              <Table withTableBorder fz="xs" verticalSpacing={2}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={90}>字段</Table.Th>
                    <Table.Th>变更前</Table.Th>
                    <Table.Th>变更后</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {changes(l, names, enums).map((c) => (
                    <Table.Tr key={c.field}>
                      <Table.Td>{AUDIT_FIELD_LABELS[c.field]}</Table.Td>
                      <Table.Td>{c.before}</Table.Td>
                      <Table.Td>{c.after}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Paper>
          ))}
        </Stack>
      )}
    </Drawer>
  );
}
