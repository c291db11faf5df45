import type { StaffOptions, StaffProfileRow } from '@contract/people/staff';
import type { SheetLookups } from '@contract/xlsx';
import { rowErrorText } from '@contract/xlsx';
import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { importStaff } from '@/lib/api/calls/staff-records';
import { notify } from '@/lib/notify';
import { useBrowserOnline } from '@/lib/online';
import { useSession } from '@/lib/session/store';
import { dayFileName, saveFile, xlsxWorker } from '@/lib/xlsx/xlsx-client';
import { ImportDialog } from '@/ui/ImportDialog';
import { ExportButton } from '@/ui/ExportButton';

interface Props {
  schoolId: number;
  options: StaffOptions;
  /** The records the list shows now (its filters applied): what 导出 writes. */
  shown: StaffProfileRow[];
  /** The status filter's label, named in the export's file name. */
  which: string;
  mayImport: boolean;
}

/**
 * 导入 and 导出 of 教职工管理 on the xlsx kit (docs/xlsx.md). The file's cells are checked in the worker (the dry run
 * lists every bad cell); then the server's dry run checks the rows against the school (a phone that is no member)
 * and names the first bad one, or writes them all. The roster export is built from the replica, offline too.
 */
export function StaffImportExport({ schoolId, options, shown, which, mayImport }: Props) {
  const { offline } = useSession();
  const online = useBrowserOnline() && !offline;
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const lookups: SheetLookups = useMemo(
    () => ({
      departments: options.departments.map((d) => ({ value: d.id, label: d.name })),
      positions: options.positions.map((p) => ({ value: p.id, label: p.name })),
    }),
    [options],
  );

  const exportRoster = async () => {
    if (!shown.length) return void notify.warning('暂无数据可导出');
    setExporting(true);
    try {
      const title = '教职工花名册';
      saveFile(await xlsxWorker().exportRecords('staffExport', title, shown, lookups), dayFileName(title, which));
      notify.success('导出成功');
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      {mayImport && (
        <Button variant="light" leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)}>
          导入
        </Button>
      )}
      <ExportButton onClick={() => void exportRoster()} loading={exporting} />
      <ImportDialog
        opened={importing}
        onClose={() => setImporting(false)}
        title="导入教职工"
        sheet="staff"
        lookups={lookups}
        templateName="教职工导入模板.xlsx"
        online={online}
        onImport={async (records) => {
          const dry = await importStaff(schoolId, records, true);
          const first = dry.errors[0];
          if (first) {
            notify.error(`${rowErrorText(first)}${dry.errors.length > 1 ? `（共${dry.errors.length}处错误）` : ''}`);
            throw new Error('refused');
          }
          const { count } = await importStaff(schoolId, records);
          notify.success(`成功导入${count}名教职工，正在同步到本机`);
        }}
      />
    </>
  );
}
