import { gradeLabel } from '@contract/enums';
import { CLASS_HISTORY_REASONS, type ClassHistoryRow, type ClassRow } from '@contract/people/school-records';
import { Modal } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import type { Column } from '@/ui/DataTable';
import { DataTable } from '@/ui/DataTable';
import { useClassHistory } from './use-class-records';

/** 班级历史: a class's past names and grades with their school years, from the replica. */
export function ClassHistoryDialog({ cls, onClose, schoolStyle }: { cls: ClassRow | null; onClose: () => void; schoolStyle: number }) {
  const rows = useClassHistory(cls?.id ?? null);
  const columns: Column<ClassHistoryRow>[] = [
    { key: 'schoolYear', title: '学年', width: 120, render: (h) => h.schoolYear },
    { key: 'name', title: '原名称', render: (h) => h.name },
    { key: 'grade', title: '原年级', width: 100, render: (h) => gradeLabel(h.grade, schoolStyle) },
    { key: 'reason', title: '变更', width: 80, render: (h) => CLASS_HISTORY_REASONS[h.reason] },
    { key: 'changedAt', title: '时间', width: 180, render: (h) => formatDateTime(h.changedAt) },
  ];
  return (
    <Modal opened={cls !== null} onClose={onClose} title={`班级历史：${cls?.name ?? ''}`} size="xl">
      <DataTable columns={columns} rows={rows} rowKey={(h) => h.id} page={1} pageSize={Math.max(rows?.length ?? 0, 1)} />
    </Modal>
  );
}
