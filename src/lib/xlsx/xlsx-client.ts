import type { XlsxApi } from '@workers/xlsx-book';
import { type Remote, transfer, wrap } from 'comlink';

/**
 * The spreadsheet worker (workers/xlsx.worker.ts) through Comlink, created on first use: exceljs and the parsing of
 * a 2,000-row file stay off the page's thread, and out of its bundles until someone imports or exports.
 */
let remote: Remote<XlsxApi> | null = null;

export function xlsxWorker(): Remote<XlsxApi> {
  if (!remote) {
    const worker = new Worker(new URL('../../../workers/xlsx.worker.ts', import.meta.url), { type: 'module', name: 'xlsx' });
    remote = wrap<XlsxApi>(worker);
  }
  return remote;
}

/** A chosen file's bytes, handed to the worker without a copy. */
export async function fileBytes(file: Blob): Promise<ArrayBuffer> {
  const bytes = await file.arrayBuffer();
  return transfer(bytes, [bytes]);
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Saves bytes the worker built as a download named `fileName` (works offline: nothing leaves the device). */
export function saveFile(bytes: ArrayBuffer, fileName: string, type = XLSX_TYPE): void {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** 幼儿花名册-大一班-2026-11-23.xlsx: what, which, and the day (local), without characters a file system refuses. */
export function dayFileName(...parts: string[]): string {
  const d = new Date();
  const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return `${[...parts, day].map((p) => p.replace(/[\\/:*?"<>|]/g, '_')).join('-')}.xlsx`;
}
