import { allergyText } from '@contract/health/health-records';
import { childSheetOptions } from '@contract/health/checkup-sheet';
import type { WhoTables } from '@contract/health/growth';
import type { ClassRow } from '@contract/people/school-records';
import type { CheckupRow } from '@contract/health/health-records';
import { Anchor, Button, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { importCheckups } from '@/lib/api/calls/health-records';
import { notify } from '@/lib/notify';
import { useBrowserOnline } from '@/lib/online';
import { useSession } from '@/lib/session/store';
import type { Column } from '@/ui/DataTable';
import { ClassSelect } from '@/ui/fields/ClassSelect';
import { SearchInput, useSearchText } from '@/ui/fields/SearchInput';
import { RecordTable } from '@/ui/RecordTable';
import { usePaging } from '@/ui/use-paging';
import { FlagBadges, zText } from './FlagBadges';
import { ageText, type ChildHealth } from './use-health-records';

// A child's record (form, chart, date picker) and the import (the xlsx kit's dialog) load when first opened.
const ChildRecordDialog = lazy(() => import('./ChildRecordDialog').then((m) => ({ default: m.ChildRecordDialog })));
const ImportDialog = lazy(() => import('@/ui/ImportDialog').then((m) => ({ default: m.ImportDialog })));

interface Props {
  schoolId: number;
  tables: WhoTables | undefined;
  rows: ChildHealth[] | undefined;
  checkups: CheckupRow[] | undefined;
  classes: ClassRow[];
  mayEdit: boolean;
}

/** 幼儿档案: each child in the kindergarten with their latest check-up, its z-scores and tags, and allergies. */
export function ChildList({ schoolId, tables, rows, checkups, classes, mayEdit }: Props) {
  const search = useSearchText();
  const [classId, setClassId] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const { offline } = useSession();
  const online = useBrowserOnline() && !offline;
  const classNames = useMemo(() => new Map(classes.map((c) => [c.id, c.name])), [classes]);
  const shown = useMemo(() => {
    const q = search.query.trim();
    const order = new Map(classes.map((c, i) => [c.id, i]));
    return rows
      ?.filter((r) => (classId === null || r.child.classId === classId) && (!q || r.child.name.includes(q)))
      .sort((a, b) => (order.get(a.child.classId) ?? 0) - (order.get(b.child.classId) ?? 0));
  }, [rows, classId, search.query, classes]);
  const paging = usePaging(shown);
  const lookups = useMemo(
    () => ({
      children: childSheetOptions(
        (rows ?? []).map((r) => ({ id: r.id, name: r.child.name, className: classNames.get(r.child.classId) ?? '' })),
      ),
    }),
    [rows, classNames],
  );
  const opened = rows?.find((r) => r.id === open);

  const columns: Column<ChildHealth>[] = [
    {
      key: 'name',
      title: '姓名',
      width: 90,
      render: (r) => (
        <Anchor component="button" type="button" size="sm" onClick={() => setOpen(r.id)}>
          {r.child.name}
        </Anchor>
      ),
    },
    { key: 'class', title: '班级', width: 90, render: (r) => classNames.get(r.child.classId) ?? '—' },
    { key: 'date', title: '最近体检', width: 112, render: (r) => r.latest?.date ?? <Text c="dimmed">未体检</Text> },
    { key: 'age', title: '体检时年龄', width: 96, render: (r) => (r.scores ? ageText(r.scores.days) : '—') },
    { key: 'hw', title: '身高(cm)/体重(kg)', width: 130, render: (r) => (r.latest ? `${r.latest.heightCm} / ${r.latest.weightKg}` : '—') },
    {
      key: 'z',
      title: 'Z评分（身高/体重/身高别体重或BMI）',
      width: 200,
      render: (r) =>
        r.scores ? `${zText(r.scores.haz)} / ${zText(r.scores.waz)} / ${zText(r.scores.days < 1826 ? r.scores.whz : r.scores.baz)}` : '—',
    },
    { key: 'eval', title: '生长评价', minWidth: 120, render: (r) => <FlagBadges flags={r.flags} evaluated={r.scores !== null} /> },
    {
      key: 'allergy',
      title: '过敏',
      minWidth: 120,
      render: (r) => {
        const text = allergyText(r.profile);
        return text ? (
          <Text size="sm" c="red">
            {text}
          </Text>
        ) : (
          <Text c="dimmed">无</Text>
        );
      },
    },
  ];
  return (
    <>
      <RecordTable
        paging={paging}
        columns={columns}
        filters={
          <>
            <ClassSelect
              classes={classes}
              label={undefined}
              withAsterisk={false}
              aria-label="班级"
              placeholder="全部班级"
              clearable
              w={160}
              value={classId}
              onChange={paging.withFirstPage(setClassId)}
            />
            <SearchInput search={search} placeholder="幼儿姓名" aria-label="搜索幼儿" onChange={paging.toFirstPage} />
          </>
        }
        addLabel="录入体检"
        toolbar={
          mayEdit && (
            <Button variant="light" leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)}>
              导入体检
            </Button>
          )
        }
        rowExtra={(r) => (
          <Anchor component="button" type="button" size="sm" onClick={() => setOpen(r.id)} style={{ whiteSpace: 'nowrap' }}>
            档案
          </Anchor>
        )}
      />
      <Suspense fallback={null}>
        {opened && tables && (
          <ChildRecordDialog
            child={opened.child}
            className={classNames.get(opened.child.classId) ?? ''}
            tables={tables}
            checkups={checkups ?? []}
            profile={opened.profile}
            schoolId={schoolId}
            mayEdit={mayEdit}
            onClose={() => setOpen(null)}
          />
        )}
        {importing && (
          <ImportDialog
            opened
            onClose={() => setImporting(false)}
            title="导入体检记录"
            sheet="checkups"
            lookups={lookups}
            templateName="体检记录导入模板.xlsx"
            online={online}
            onImport={async (records) => {
              const { count } = await importCheckups(schoolId, records);
              notify.success(`成功导入${count}条体检记录，正在同步到本机`);
            }}
          />
        )}
      </Suspense>
    </>
  );
}
