import type { DryRun, RowError } from '@contract/xlsx';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ImportDialog } from '@/ui/ImportDialog';
import { renderWithProviders } from './render';

/** The worker is the xlsx kit's (tested in Node: tests/unit/xlsx-sheet.test.ts); here its answers are given. */
const worker = vi.hoisted(() => ({ dryRun: vi.fn(), buildTemplate: vi.fn() }));
vi.mock('@/lib/xlsx/xlsx-client', () => ({
  xlsxWorker: () => worker,
  fileBytes: async () => new ArrayBuffer(8),
  saveFile: vi.fn(),
}));

const CLASSES = { classes: [{ value: '0190a0c0-0000-7000-8000-000000000001', label: '大一班' }] };
const record = { row: 2, name: '林小雨', gender: 2, birthday: '2021-05-06', classId: CLASSES.classes[0]?.value };
const clean: DryRun = { ok: true, recordsJson: JSON.stringify([record]), count: 1, errors: [], total: 1, ms: 5 };
const errors = (n: number): RowError[] =>
  Array.from({ length: n }, (_, i) => ({ row: i + 3, column: '出生日期', message: '出生日期不正确' }));

function open(online = true) {
  const onImport = vi.fn(async () => undefined);
  const onClose = vi.fn();
  renderWithProviders(
    <ImportDialog
      opened
      onClose={onClose}
      title="导入幼儿"
      sheet="students"
      lookups={CLASSES}
      templateName="幼儿导入模板.xlsx"
      online={online}
      onImport={onImport}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: '导入幼儿' });
  const choose = (name: string) => {
    const input = dialog.ownerDocument.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], name)] } });
  };
  return { dialog, choose, onImport, onClose };
}

beforeEach(() => {
  worker.dryRun.mockReset();
});

describe('ImportDialog', () => {
  it('lists every bad cell by row and column, ten a page, and offers no import until the file is clean', async () => {
    worker.dryRun.mockResolvedValueOnce({ ...clean, errors: errors(12), total: 13 });
    const { dialog, choose, onImport } = open();
    choose('有错.xlsx');
    await screen.findByText('共 13 条，其中 12 行有错误（12 处），请修改后重新选择文件');
    const table = within(dialog).getByTestId('import-errors');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe('1第3行出生日期出生日期不正确');
    expect(within(dialog).getByText('共 12 条')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '2' }));
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('11第13行');
    expect((within(dialog).getByRole('button', { name: '确定导入' }) as HTMLButtonElement).disabled).toBe(true);

    worker.dryRun.mockResolvedValueOnce(clean);
    choose('已改.xlsx');
    await screen.findByText('共 1 条，全部校验通过，可以导入');
    expect(within(dialog).queryByTestId('import-errors')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定导入' }));
    await waitFor(() => expect(onImport).toHaveBeenCalledWith([record]));
  });

  it('says why a file cannot be read', async () => {
    worker.dryRun.mockResolvedValueOnce({ ok: false, message: '文件缺少「出生日期」列，请下载模板填写' });
    const { choose } = open();
    choose('别的表.xlsx');
    expect(await screen.findByText('别的表.xlsx：文件缺少「出生日期」列，请下载模板填写')).toBeTruthy();
  });

  it('offline: checks the file but says the import needs the network', async () => {
    worker.dryRun.mockResolvedValueOnce(clean);
    const { dialog, choose, onImport } = open(false);
    expect(within(dialog).getByText('当前处于离线状态，导入需要联网；模板下载和文件校验可离线进行。')).toBeTruthy();
    choose('离线.xlsx');
    await screen.findByText('共 1 条，全部校验通过，可以导入');
    expect((within(dialog).getByRole('button', { name: '确定导入' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onImport).not.toHaveBeenCalled();
  });
});
