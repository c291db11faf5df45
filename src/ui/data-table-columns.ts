import type { ReactNode } from 'react';

export interface Column<T> {
  /** 'actions' marks the row's buttons (编辑, 删除…): on a phone they sit at the foot of the row's card. */
  key: string;
  title: ReactNode;
  render: (row: T) => ReactNode;
  width?: number | string;
  /**
   * The narrowest the column may get (px); a list wider than its screen scrolls sideways instead. Unless told: the
   * width when it is a number, else room for the title and a few characters.
   */
  minWidth?: number;
  align?: 'left' | 'center' | 'right';
}

/** The minimum width of a column (Column.minWidth). */
export function columnMinWidth<T>(c: Column<T>): number {
  if (c.minWidth !== undefined) return c.minWidth;
  if (typeof c.width === 'number') return c.width;
  const title = typeof c.title === 'string' ? c.title.length : 4;
  // 14 px a Chinese character and the cell's padding (16 each side): never under 96, so a name or a class fits.
  return Math.max(96, title * 14 + 32);
}

export const ACTIONS_KEY = 'actions';
/** The check box column of a list with batch actions: on a card it sits beside 序号, not as a labelled field. */
export const SELECT_KEY = 'select';

export interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  /** For the 序号 column: numbering continues across pages. */
  page: number;
  pageSize: number;
  /** Row count of the skeleton while `rows` is undefined. */
  loadingRows?: number;
  /** A last row under every page (合计): its label in the 序号 column, its cells by column key. Not shown while empty. */
  footer?: { label: ReactNode; cells: Partial<Record<string, ReactNode>> };
}
