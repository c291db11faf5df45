import type { SheetName } from '@contract/sheets';
import { type DryRun, dryRunRecords, type RowError, type SheetLookups, type SheetRecord, XlsxMsg } from '@contract/xlsx';
import { Alert, Button, FileButton, Group, Loader, Modal, Pagination, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { notify } from '@/lib/notify';
import { fileBytes, saveFile, xlsxWorker } from '@/lib/xlsx/xlsx-client';

/** Bad cells a page of the list shows: a few rows at a time keep the page's thread free, however bad the file. */
const ERRORS_PAGE = 10;

export interface ImportDialogProps {
  opened: boolean;
  onClose: () => void;
  /** 导入幼儿 */
  title: string;
  /** The column spec (contract/sheets.ts) the template, the dry run and the server share. */
  sheet: SheetName;
  /** This school's enumerations of the spec's lookup columns (its classes by name). */
  lookups: SheetLookups;
  /** 幼儿导入模板.xlsx */
  templateName: string;
  /** The server can be reached: the import needs it, the template and the dry run do not. */
  online: boolean;
  /** Sends the checked records; resolves when they are written (the caller toasts), rejects to stay open. */
  onImport: (records: SheetRecord[]) => Promise<void>;
}

type Step = { kind: 'idle' } | { kind: 'checking'; fileName: string } | { kind: 'checked'; fileName: string; run: DryRun };

/**
 * The xlsx kit's import (docs/xlsx.md): 下载模板 → 选择文件 → 校验结果 (the dry run in the worker lists every bad cell
 * by Excel row and header; nothing is written) → 确定导入, offered only when every row is good and the server is
 * reachable. The caller's `onImport` writes all rows in one transaction or none.
 */
export function ImportDialog({ opened, onClose, title, sheet, lookups, templateName, online, onImport }: ImportDialogProps) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [saving, setSaving] = useState(false);
  // Start the worker (and exceljs's download and compile) while the user picks a file, not after.
  useEffect(() => {
    if (opened) xlsxWorker();
  }, [opened]);

  const close = () => {
    if (saving) return;
    setStep({ kind: 'idle' });
    onClose();
  };
  const downloadTemplate = async () => saveFile(await xlsxWorker().buildTemplate(sheet, lookups), templateName);
  const check = async (file: File | null) => {
    if (!file) return;
    setStep({ kind: 'checking', fileName: file.name });
    const run = await xlsxWorker()
      .dryRun(sheet, await fileBytes(file), lookups)
      .catch((): DryRun => ({ ok: false, message: XlsxMsg.notXlsx }));
    setStep({ kind: 'checked', fileName: file.name, run });
  };
  const run = step.kind === 'checked' ? step.run : null;
  const ready = run?.ok === true && run.errors.length === 0 && run.count > 0;
  const submit = async () => {
    if (!ready || !run.ok) return;
    if (!online) return void notify.warning(XlsxMsg.offline);
    setSaving(true);
    try {
      await onImport(dryRunRecords(run));
      setStep({ kind: 'idle' });
      onClose();
    } catch {
      // The request toasted the server's message (第N行「列」：…); the dialog stays for another file.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={title} size="xl" centered>
      <Stack gap="md">
        {!online && (
          <Alert color="gray" icon={<IconWifiOff size={18} />}>
            当前处于离线状态，导入需要联网；模板下载和文件校验可离线进行。
          </Alert>
        )}
        <Group justify="space-between">
          <Text size="sm">1. 下载模板，按模板填写（第2行为示例，可删除；下拉列可直接选择）</Text>
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => void downloadTemplate()}>
            下载模板
          </Button>
        </Group>
        <Group justify="space-between">
          <Text size="sm">2. 选择填写好的文件（.xlsx），先校验，不会写入数据</Text>
          <FileButton accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={(f) => void check(f)}>
            {(props) => (
              <Button {...props} leftSection={<IconFileSpreadsheet size={16} />} loading={step.kind === 'checking'}>
                选择文件
              </Button>
            )}
          </FileButton>
        </Group>
        {step.kind === 'checking' && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">正在校验 {step.fileName}…</Text>
          </Group>
        )}
        {run && step.kind === 'checked' && <DryRunResult fileName={step.fileName} run={run} />}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={close} disabled={saving}>
            取消
          </Button>
          <Button onClick={() => void submit()} disabled={!ready || !online} loading={saving}>
            确定导入
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function DryRunResult({ fileName, run }: { fileName: string; run: DryRun }) {
  if (!run.ok) {
    return (
      <Alert color="red" title="校验结果">
        {fileName}：{run.message}
      </Alert>
    );
  }
  const badRows = new Set(run.errors.map((e) => e.row)).size;
  return (
    <Stack gap="xs">
      <Alert color={run.errors.length ? 'orange' : 'teal'} title="校验结果">
        {run.errors.length
          ? `共 ${run.total} 条，其中 ${badRows} 行有错误（${run.errors.length} 处），请修改后重新选择文件`
          : `共 ${run.total} 条，全部校验通过，可以导入`}
      </Alert>
      {run.errors.length > 0 && <ErrorTable key={fileName} errors={run.errors} />}
    </Stack>
  );
}

function ErrorTable({ errors }: { errors: RowError[] }) {
  const [page, setPage] = useState(1);
  const first = (page - 1) * ERRORS_PAGE;
  return (
    <>
      <Table striped withTableBorder verticalSpacing={6} data-testid="import-errors">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={64} ta="center">
              序号
            </Table.Th>
            <Table.Th w={90}>行号</Table.Th>
            <Table.Th w={140}>列</Table.Th>
            <Table.Th>错误信息</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {errors.slice(first, first + ERRORS_PAGE).map((e, i) => (
            <Table.Tr key={`${e.row}:${e.column}`}>
              <Table.Td ta="center" c="dimmed">
                {first + i + 1}
              </Table.Td>
              <Table.Td>第{e.row}行</Table.Td>
              <Table.Td>{e.column}</Table.Td>
              <Table.Td c="red">{e.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {errors.length > ERRORS_PAGE && (
        // 共 N 条 and the pages, without TablePager's page-size select: a floating list costs the page a long task.
        <Group justify="flex-end" gap="md">
          <Text size="sm" c="dimmed">
            共 {errors.length} 条
          </Text>
          <Pagination size="sm" total={Math.ceil(errors.length / ERRORS_PAGE)} value={page} onChange={setPage} withEdges />
        </Group>
      )}
    </>
  );
}
