import { PAGE_SIZE_DEFAULT } from '@contract/constants';
import { useState } from 'react';

export interface PageState {
  page: number;
  pageSize: number;
  onChange: (page: number, pageSize: number) => void;
  /** Back to page 1 at the same size: a filter changed. */
  toFirstPage: () => void;
  /** A filter's setter that also goes back to page 1: `onChange={paging.withFirstPage(setState)}`. */
  withFirstPage: <T>(set: (value: T) => void) => (value: T) => void;
}

export interface Paging<T> extends PageState {
  /** All the rows of the list, every page (undefined while loading). */
  rows: T[] | undefined;
  /** The rows of the current page (undefined while loading). */
  visible: T[] | undefined;
  total: number;
}

/**
 * Page and size of a list whose total is known (undefined while the first page loads); a list mounts afresh when
 * shown, so it starts at page 1, 10 a page (or `initialSize`). The page stays in range: after the last row of the last page is deleted,
 * it is the page before it.
 */
export function usePageState(total: number | undefined, initialSize: number = PAGE_SIZE_DEFAULT): PageState {
  const [{ page, pageSize }, setPaging] = useState({ page: 1, pageSize: initialSize });
  const toFirstPage = () => setPaging((p) => ({ ...p, page: 1 }));
  const pages = total === undefined ? page : Math.max(1, Math.ceil(total / pageSize));
  return {
    page: Math.min(page, pages),
    pageSize,
    onChange: (p: number, size: number) => setPaging({ page: p, pageSize: size }),
    toFirstPage,
    withFirstPage: (set) => (value) => {
      set(value);
      toFirstPage();
    },
  };
}

/** Paging of rows held on the client (the replica): the current page's slice of them. */
export function usePaging<T>(rows: T[] | undefined): Paging<T> {
  const total = rows?.length ?? 0;
  const state = usePageState(total);
  const { page, pageSize } = state;
  return { ...state, rows, total, visible: rows?.slice((page - 1) * pageSize, page * pageSize) };
}
