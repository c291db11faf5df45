import type { ClassRow } from '@contract/people/school-records';
import type { SheetLookups } from '@contract/xlsx';
import { useMemo } from 'react';
import { importBills } from '@/lib/api/calls/import-bills';
import { notify } from '@/lib/notify';
import { ImportDialog } from '@/ui/ImportDialog';
import { useSchoolRows } from '@/lib/replica/use-school-rows';

interface Props {
  schoolId: number;
  classes: ClassRow[];
  online: boolean;
  onClose: () => void;
}

/**
 * 导入 of 账单 on the xlsx kit (docs/xlsx.md, docs/finance.md "Import"): the `bills` sheet, its class and fee item
 * columns looked up by name (the school's classes, its valid items); the server makes each bill a draft, and the
 * drafts reach the list through sync.
 */
export function BillImportDialog({ schoolId, classes, online, onClose }: Props) {
  const items = useSchoolRows('feeItems');
  const lookups: SheetLookups = useMemo(
    () => ({
      classes: classes.map((c) => ({ value: c.id, label: c.name })),
      feeItems: (items ?? []).filter((i) => i.validity === 1).map((i) => ({ value: i.id, label: i.name })),
    }),
    [classes, items],
  );
  return (
    <ImportDialog
      opened
      onClose={onClose}
      title="导入账单"
      sheet="bills"
      lookups={lookups}
      templateName="账单导入模板.xlsx"
      online={online}
      onImport={async (records) => {
        const { count } = await importBills(schoolId, records);
        notify.success(`导入成功，共${count}份草稿账单`);
      }}
    />
  );
}
