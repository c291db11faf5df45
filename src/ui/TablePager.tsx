import { PAGE_SIZE_OPTIONS } from '@contract/constants';
import { Group, Pagination, Select, Text } from '@mantine/core';

export interface TablePagerProps {
  total: number;
  page: number;
  pageSize: number;
  onChange: (page: number, pageSize: number) => void;
  sizes?: readonly number[];
}

/** 共 N 条 · page size · pages, as Element's pagination lays them out. Changing the size goes back to page 1. */
export function TablePager({ total, page, pageSize, onChange, sizes = PAGE_SIZE_OPTIONS }: TablePagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="flex-end" gap="md">
      <Text size="sm" c="dimmed">
        共 {total} 条
      </Text>
      <Select
        aria-label="每页条数"
        size="xs"
        w={104}
        allowDeselect={false}
        data={sizes.map((s) => ({ value: String(s), label: `${s}条/页` }))}
        value={String(pageSize)}
        onChange={(v) => v && onChange(1, Number(v))}
      />
      <Pagination size="sm" total={pages} value={Math.min(page, pages)} onChange={(p) => onChange(p, pageSize)} withEdges />
    </Group>
  );
}
