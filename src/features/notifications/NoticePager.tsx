import { Group, Pagination } from '@mantine/core';
import { pagerItems } from './pager-items';

/** Previous, the 5 page buttons of SPEC §9 with ellipses, next. */
export function NoticePager({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  return (
    <Pagination.Root total={pages} value={page} onChange={onChange} size="sm">
      <Group gap={6} wrap="nowrap">
        <Pagination.Previous aria-label="上一页" />
        {pagerItems(page, pages).map((item) =>
          typeof item === 'number' ? (
            <Pagination.Control
              key={item}
              active={item === page}
              onClick={() => onChange(item)}
              aria-current={item === page ? 'page' : undefined}
            >
              {item}
            </Pagination.Control>
          ) : (
            <Pagination.Dots key={item} />
          ),
        )}
        <Pagination.Next aria-label="下一页" />
      </Group>
    </Pagination.Root>
  );
}
