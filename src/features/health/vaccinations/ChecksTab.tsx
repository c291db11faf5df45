import { type ChildStatus, missingText, rateText, vaccSummary } from '@contract/health/vaccination-stats';
import { VACCINE_EDIT, VACCINE_NOTIFY } from '@contract/health/vaccinations';
import { ageInMonths } from '@contract/health/vaccine-schedule';
import { childSheetLabel } from '@contract/health/vaccine-sheet';
import type { SheetLookups } from '@contract/xlsx';
import { Anchor, Badge, Button, Group, Select, Text, Tooltip } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { DateInput } from '@mantine/dates';
import { useMemo, useState } from 'react';
import { importVaccineDoses, vaccineNoticePdf } from '@/lib/api/calls/vaccinations';
import { notify } from '@/lib/notify';
import { useBrowserOnline } from '@/lib/online';
import { localToday } from '@/lib/replica/event-stamp';
import { useReplica } from '@/lib/replica/replica';
import { useMutate } from '@/lib/replica/use-mutate';
import { useCan } from '@/lib/session/can';
import { useSession } from '@/lib/session/store';
import { useSheetExport } from '@/lib/xlsx/use-sheet-export';
import { saveFile } from '@/lib/xlsx/xlsx-client';
import type { Column } from '@/ui/DataTable';
import { ExportButton } from '@/ui/ExportButton';
import { ImportDialog } from '@/ui/ImportDialog';
import { SearchInput, useSearchText } from '@/ui/fields/SearchInput';
import { RecordTable } from '@/ui/RecordTable';
import { SumCards } from '@/ui/SumCards';
import { usePaging } from '@/ui/use-paging';
import { CertificateDialog } from './CertificateDialog';
import { useVaccinationStatus } from './use-vaccination-status';

type Row = ChildStatus & { id: string };
const STATES = [
  { value: 'missing', label: '缺种' },
  { value: 'notEntered', label: '未录入' },
  { value: 'complete', label: '无缺种' },
  { value: 'checked', label: '已查验' },
  { value: 'unchecked', label: '未查验' },
  { value: 'caughtUp', label: '已补种' },
];
const inState = (s: ChildStatus, state: string | null) =>
  state === 'missing'
    ? s.entered && s.missing.length > 0
    : state === 'notEntered'
      ? !s.entered
      : state === 'complete'
        ? s.entered && s.missing.length === 0
        : state === 'checked'
          ? s.checkedOn !== null
          : state === 'unchecked'
            ? s.checkedOn === null
            : state === 'caughtUp'
              ? s.caughtUp
              : true;
const ageText = (birthday: string | null, day: string) => {
  if (!birthday) return '—';
  const m = ageInMonths(birthday, day);
  return m < 24 ? `${m}月龄` : `${Math.floor(m / 12)}岁${m % 12 ? `${m % 12}个月` : ''}`;
};

/**
 * 入托查验: every child in school against the schedule on the check day (today by default), from the replica,
 * offline too — who is missing which dose, per class; the certificate grid to enter doses; 查验 marks the
 * certificate checked; 补种通知 prints the family's notice (online: the PDF is made on the server).
 */
export function ChecksTab() {
  const { schoolId } = useReplica();
  const { offline } = useSession();
  const online = useBrowserOnline() && !offline;
  const mutate = useMutate();
  const mayEdit = useCan(VACCINE_EDIT);
  const mayNotify = useCan(VACCINE_NOTIFY);
  const [day, setDay] = useState(localToday());
  const { statuses, classes, className, doses } = useVaccinationStatus(day);
  const [classId, setClassId] = useState<string | null>(null);
  const [state, setState] = useState<string | null>(null);
  const search = useSearchText();
  const rows = useMemo(
    () =>
      statuses
        ?.filter(
          (s) => (!classId || s.child.classId === classId) && inState(s, state) && (!search.query || s.child.name.includes(search.query)),
        )
        .map((s) => ({ ...s, id: s.child.id })),
    [statuses, classId, state, search.query],
  );
  const scope = useMemo(() => statuses?.filter((s) => !classId || s.child.classId === classId) ?? [], [statuses, classId]);
  const sum = useMemo(() => vaccSummary(scope), [scope]);
  const paging = usePaging(rows);
  const [open, setOpen] = useState<string | null>(null);
  const opened = statuses?.find((s) => s.child.id === open) ?? null;
  const { exporting, exportSheet } = useSheetExport();
  const cls = (s: ChildStatus) => className.get(s.child.classId ?? '') ?? '';
  const [importing, setImporting] = useState(false);
  // The import names a child 「班级 姓名」 (a drop-down in the template).
  const lookups: SheetLookups = useMemo(
    () => ({
      children: (statuses ?? []).map((s) => ({
        value: s.child.id,
        label: childSheetLabel(className.get(s.child.classId ?? '') ?? '', s.child.name),
      })),
    }),
    [statuses, className],
  );

  const check = async (s: ChildStatus) => {
    if (!schoolId) return;
    if (await mutate('vaccineCheck.save', { schoolId, studentId: s.child.id, day, note: '' })) notify.success(`${s.child.name} 已查验`);
  };
  const uncheck = async (s: ChildStatus) => {
    if (schoolId && (await mutate('vaccineCheck.remove', { schoolId, studentId: s.child.id }))) notify.success('已取消查验');
  };
  const print = async (s: ChildStatus) => {
    if (!schoolId) return;
    try {
      const blob = await vaccineNoticePdf(schoolId, s.child.id, day);
      saveFile(await blob.arrayBuffer(), `补种通知-${s.child.name}.pdf`, 'application/pdf');
    } catch {
      // shown by the api client
    }
  };
  const exportMissing = () =>
    exportSheet(() => {
      const list = scope.filter((s) => s.entered && s.missing.length > 0);
      if (list.length === 0) return null;
      return {
        title: `缺种幼儿名单（${day}）`,
        headers: ['序号', '班级', '姓名', '出生日期', '查验日期', '缺种剂次', '需补种疫苗'],
        rows: list.map((s, i) => [
          i + 1,
          cls(s),
          s.child.name,
          s.child.birthday ?? '',
          s.checkedOn ?? '未查验',
          s.missing.length,
          missingText(s.missing),
        ]),
        widths: [8, 12, 12, 12, 12, 10, 80],
      };
    });

  const columns: Column<Row>[] = [
    { key: 'name', title: '姓名', width: 110, render: (r) => <Text size="sm">{r.child.name}</Text> },
    { key: 'class', title: '班级', width: 100, render: (r) => cls(r) },
    {
      key: 'age',
      title: '出生日期 / 年龄',
      width: 140,
      render: (r) => (
        <>
          <Text size="sm">{r.child.birthday ?? '—'}</Text>
          <Text size="xs" c="dimmed">
            {ageText(r.child.birthday, day)}
          </Text>
        </>
      ),
    },
    {
      key: 'checked',
      title: '查验',
      width: 120,
      render: (r) =>
        r.checkedOn ? (
          <>
            <Badge variant="light" color="teal">
              已查验
            </Badge>
            <Text size="xs" c="dimmed">
              {r.checkedOn}
            </Text>
          </>
        ) : (
          <Badge variant="light" color="gray">
            未查验
          </Badge>
        ),
    },
    {
      key: 'missing',
      title: '缺种疫苗',
      render: (r) =>
        !r.entered ? (
          <Text size="sm" c="dimmed">
            未录入接种证
          </Text>
        ) : r.missing.length === 0 ? (
          <Text size="sm" c="teal.7">
            {r.caughtUp ? '已补种' : '无'}
          </Text>
        ) : (
          <Text size="sm" c="red.7">
            {missingText(r.missing)}
          </Text>
        ),
    },
  ];
  const link = (label: string, onClick: () => void, color?: string) => (
    <Anchor key={label} component="button" type="button" size="sm" c={color} onClick={onClick}>
      {label}
    </Anchor>
  );

  return (
    <>
      <SumCards
        cards={[
          ['查验率', `${rateText(sum.checked, sum.children)}（${sum.checked}/${sum.children}）`, 'blue.7'],
          ['补种率', `${rateText(sum.caughtUp, sum.needed)}（${sum.caughtUp}/${sum.needed}）`, 'teal.7'],
          ['缺种幼儿', `${sum.missingChildren} 人${sum.notEntered ? `（另有 ${sum.notEntered} 人未录入接种证）` : ''}`, 'red.7'],
        ]}
      />
      <RecordTable
        paging={paging}
        columns={columns}
        addLabel=""
        filters={
          <>
            <Select
              label="班级"
              placeholder="全部"
              w={130}
              clearable
              data={(classes ?? []).map((c) => ({ value: c.id, label: c.name }))}
              value={classId}
              onChange={paging.withFirstPage(setClassId)}
            />
            <DateInput
              label="查验日期"
              w={140}
              valueFormat="YYYY-MM-DD"
              maxDate={localToday()}
              value={day}
              onChange={(d) => d && setDay(d)}
            />
            <Select
              label="状态"
              placeholder="全部"
              w={110}
              clearable
              data={STATES}
              value={state}
              onChange={paging.withFirstPage(setState)}
            />
            <SearchInput search={search} label="姓名" placeholder="幼儿姓名" aria-label="搜索幼儿" onChange={paging.toFirstPage} />
          </>
        }
        toolbar={
          <Group gap="sm">
            {mayEdit && (
              <Button variant="light" leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)}>
                导入
              </Button>
            )}
            <ExportButton onClick={() => void exportMissing()} loading={exporting}>
              导出缺种名单
            </ExportButton>
          </Group>
        }
        rowExtra={(r) => (
          <>
            {link(mayEdit ? '接种证' : '查看', () => setOpen(r.child.id))}
            {mayEdit && (r.checkedOn ? link('取消查验', () => void uncheck(r), 'gray') : link('查验', () => void check(r)))}
            {mayNotify &&
              r.entered &&
              r.missing.length > 0 &&
              (online ? (
                link('补种通知', () => void print(r), 'red')
              ) : (
                <Tooltip key="notice" label="补种通知需联网">
                  <Text size="sm" c="dimmed">
                    补种通知
                  </Text>
                </Tooltip>
              ))}
          </>
        )}
      />
      {schoolId && (
        <ImportDialog
          opened={importing}
          onClose={() => setImporting(false)}
          title="导入接种记录"
          sheet="vaccineDoses"
          lookups={lookups}
          templateName="接种记录导入模板.xlsx"
          online={online}
          onImport={async (records) => {
            const { count } = await importVaccineDoses(schoolId, records);
            notify.success(`成功导入${count}条接种记录，正在同步到本机`);
          }}
        />
      )}
      {schoolId && (
        <CertificateDialog
          status={opened}
          schoolId={schoolId}
          doses={doses ?? []}
          className={opened ? cls(opened) : ''}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
