import type { PlainSheet } from '@workers/xlsx-book';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import { dayFileName, saveFile, xlsxWorker } from './xlsx-client';

/**
 * 导出 of what a list shows: the sheet built in the xlsx worker and saved as `<title>-<day>.xlsx` (offline too);
 * nothing shown says 暂无数据可导出. `exporting` drives the button's spinner.
 */
export function useSheetExport() {
  const [exporting, setExporting] = useState(false);
  /** `sheet` is built by the caller from the rows shown; null when there are none. */
  const exportSheet = async (sheet: () => PlainSheet | null) => {
    const table = sheet();
    if (!table) return void notify.warning('暂无数据可导出');
    setExporting(true);
    try {
      saveFile(await xlsxWorker().buildSheet(table), dayFileName(table.title));
      notify.success('导出成功');
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportSheet };
}
