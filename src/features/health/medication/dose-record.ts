import { chinaDateTime } from '@contract/china-time';
import { DOSE_STATE_LABEL, type DoseSlot, timingLabel } from '@contract/health/medication';
import type { PlainSheet } from '@workers/xlsx-book';
import { medicineText } from './dose-text';

/** A line of the record: one expected dose with what the list and the export show. */
export interface DoseLine {
  id: string;
  slot: DoseSlot;
  child: string;
  className: string;
}

export const RECORD_HEADERS = ['序号', '幼儿', '班级', '日期', '服药时间', '药品', '状态', '喂药人', '喂药时间', '委托人', '备注'];

/** 服药记录's export: the lines shown, in their order, with the headers of the list. */
export function doseRecordSheet(lines: readonly DoseLine[]): PlainSheet {
  return {
    title: '服药记录',
    headers: RECORD_HEADERS,
    widths: [6, 10, 10, 12, 14, 28, 8, 10, 18, 14, 24],
    rows: lines.map((l, i) => [
      i + 1,
      l.child,
      l.className,
      l.slot.day,
      timingLabel(l.slot.timing),
      medicineText(l.slot.order),
      DOSE_STATE_LABEL[l.slot.state] + (l.slot.repeats.length > 0 ? `（重复登记${l.slot.repeats.length}次）` : ''),
      l.slot.given?.recorderName ?? '',
      l.slot.given?.createTime ? chinaDateTime(l.slot.given.createTime).slice(0, 16) : '',
      `${l.slot.order.guardianName}${l.slot.order.guardianRelation ? `（${l.slot.order.guardianRelation}）` : ''}`,
      l.slot.given?.note ?? '',
    ]),
  };
}
