import { SEAL_USE_STATES, type SealUseRow } from '@contract/org/seals';
import { dayFileName, saveFile, xlsxWorker } from '@/lib/xlsx/xlsx-client';
import { timeText } from './seal-time';

/** 导出 of 用印记录: the rows the list shows (its filters applied), from the replica, in the xlsx worker, offline too. */
export async function exportSealUses(rows: readonly SealUseRow[], which: string): Promise<void> {
  const title = '用印记录';
  const bytes = await xlsxWorker().buildSheet({
    title,
    headers: [
      '序号',
      '印章',
      '申请人',
      '用印事由',
      '份数',
      '申请时间',
      '状态',
      '审批人',
      '审批时间',
      '驳回原因',
      '用印时间',
      '用印人',
      '用印说明',
      '备注',
    ],
    widths: [8, 20, 10, 36, 8, 18, 10, 10, 18, 20, 18, 10, 24, 20],
    rows: rows.map((u, i) => [
      i + 1,
      u.sealName,
      u.applicantName,
      u.purpose,
      u.copies,
      timeText(u.requestedAt),
      SEAL_USE_STATES[u.state],
      u.approvalId ? '审批中心' : u.decidedByName,
      timeText(u.decidedAt),
      u.rejectReason,
      timeText(u.usedAt),
      u.usedByName,
      u.usedRemark,
      u.issue,
    ]),
  });
  saveFile(bytes, dayFileName(title, which));
}
