import type { ClassRow, StudentRow } from '@contract/people/school-records';
import type { SheetLookups } from '@contract/xlsx';
import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { importStudents } from '@/lib/api/calls/import-students';
import { notify } from '@/lib/notify';
import { useBrowserOnline } from '@/lib/online';
import { useSession } from '@/lib/session/store';
import { dayFileName, saveFile, xlsxWorker } from '@/lib/xlsx/xlsx-client';
import { ImportDialog } from '@/ui/ImportDialog';
import { ExportButton } from '@/ui/ExportButton';

interface Props {
  schoolId: number;
  classes: ClassRow[];
  /** The children the list shows now (its class and name filters applied): what 导出 writes. */
  shown: StudentRow[] | undefined;
  /** The class filter's class, named in the export's file name. */
  classId: string | null;
  noun: string;
  mayImport: boolean;
}

/**
 * 导入 and 导出 of 幼儿管理 on the xlsx kit (docs/xlsx.md): the import needs the server (it says so offline), the
 * roster export is built from the replica in the worker and works offline.
 */
export function StudentImportExport({ schoolId, classes, shown, classId, noun, mayImport }: Props) {
  const { offline } = useSession();
  const online = useBrowserOnline() && !offline;
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const lookups: SheetLookups = useMemo(() => ({ classes: classes.map((c) => ({ value: c.id, label: c.name })) }), [classes]);

  const exportRoster = async () => {
    if (!shown?.length) return void notify.warning('暂无数据可导出');
    setExporting(true);
    try {
      const className = classes.find((c) => c.id === classId)?.name ?? '全部班级';
      const title = `${noun}花名册`;
      saveFile(await xlsxWorker().exportRecords('students', title, shown, lookups), dayFileName(title, className));
      notify.success('导出成功');
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      {mayImport && (
        <Button variant="light" leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)} disabled={!classes.length}>
          导入
        </Button>
      )}
      <ExportButton onClick={() => void exportRoster()} loading={exporting} />
      <ImportDialog
        opened={importing}
        onClose={() => setImporting(false)}
        title={`导入${noun}`}
        sheet="students"
        lookups={lookups}
        templateName={`${noun}导入模板.xlsx`}
        online={online}
        onImport={async (records) => {
          const { count } = await importStudents(schoolId, records);
          notify.success(`成功导入${count}名${noun}，正在同步到本机`);
        }}
      />
    </>
  );
}
