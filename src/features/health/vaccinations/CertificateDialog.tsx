import type { ChildStatus } from '@contract/health/vaccination-stats';
import type { VaccineDoseRow } from '@contract/health/vaccinations';
import { ageLabel, seriesLength, VACCINES, type VaccineDef } from '@contract/health/vaccine-schedule';
import { Badge, Button, Modal, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { type DoseCell, DoseDialog } from './DoseDialog';

const COLUMNS = [1, 2, 3, 4] as const;

/**
 * 接种证录入: the child's certificate as a grid, vaccine rows × dose columns, as the paper certificate lays it out.
 * A recorded dose shows its day; an empty cell its recommended age, in red once missing for the child's age (the
 * day the page checks). Tapping a cell opens the dose (DoseDialog).
 */
export function CertificateDialog({
  status,
  schoolId,
  doses,
  className,
  onClose,
}: {
  status: ChildStatus | null;
  schoolId: number;
  doses: readonly VaccineDoseRow[];
  className: string;
  onClose: () => void;
}) {
  const [cell, setCell] = useState<DoseCell | null>(null);
  const child = status?.child;
  const own = useMemo(
    () => new Map(doses.filter((d) => d.studentId === child?.id).map((d) => [`${d.vaccine}#${d.doseNo}`, d])),
    [doses, child],
  );
  const missing = useMemo(() => new Set(status?.missing.map((m) => `${m.vaccine}#${m.doseNo}`)), [status]);

  const cellOf = (v: VaccineDef, n: number) => {
    if (!child || n > Math.min(seriesLength(v), COLUMNS.length)) return null;
    const key = `${v.code}#${n}`;
    const row = own.get(key);
    const months = v.doseMonths[n - 1];
    const open = () =>
      setCell({ schoolId, studentId: child.id, childName: child.name, birthday: child.birthday ?? '', vaccine: v.code, doseNo: n, row });
    const label = `${v.name} 第${n}剂`;
    if (row)
      return (
        <Button size="compact-sm" variant="light" color="teal" onClick={open} aria-label={`${label} ${row.day}`}>
          {row.day}
        </Button>
      );
    const isMissing = missing.has(key);
    return (
      <Button
        size="compact-sm"
        variant={isMissing ? 'outline' : 'subtle'}
        color={isMissing ? 'red' : 'gray'}
        onClick={open}
        aria-label={label}
      >
        {isMissing ? '缺 · ' : ''}
        {months === undefined ? '录入' : ageLabel(months)}
      </Button>
    );
  };

  const rows = (list: readonly VaccineDef[]) =>
    list.map((v) => (
      <Table.Tr key={v.code}>
        <Table.Td>
          <Text size="sm">{v.name}</Text>
        </Table.Td>
        {COLUMNS.map((n) => (
          <Table.Td key={n}>{cellOf(v, n)}</Table.Td>
        ))}
      </Table.Tr>
    ));
  const programme = VACCINES.filter((v) => !('optional' in v));
  const optional = VACCINES.filter((v) => 'optional' in v);

  return (
    <>
      <Modal
        opened={status !== null && cell === null}
        onClose={onClose}
        size="xl"
        title={child ? `接种证录入：${child.name}（${className}，出生日期 ${child.birthday ?? '—'}）` : ''}
      >
        {status && (
          <>
            <Text size="sm" mb="xs">
              {status.missing.length > 0 ? (
                <Badge color="red" variant="light">
                  缺种 {status.missing.length} 剂
                </Badge>
              ) : (
                <Badge color="teal" variant="light">
                  按年龄应种疫苗已全部接种
                </Badge>
              )}{' '}
              点击格子录入或修改接种日期；乙脑、甲肝按幼儿实际接种的减毒活疫苗或灭活疫苗录入其中一种即可。
            </Text>
            <Table withTableBorder withColumnBorders striped verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>国家免疫规划疫苗</Table.Th>
                  {COLUMNS.map((n) => (
                    <Table.Th key={n}>第{n}剂</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{rows(programme)}</Table.Tbody>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>非免疫规划疫苗（自愿自费）</Table.Th>
                  {COLUMNS.map((n) => (
                    <Table.Th key={n}>第{n}剂</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{rows(optional)}</Table.Tbody>
            </Table>
          </>
        )}
      </Modal>
      <DoseDialog cell={cell} onClose={() => setCell(null)} />
    </>
  );
}
