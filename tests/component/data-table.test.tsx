import { Anchor } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Column, DataTable } from '@/ui/DataTable';
import { PHONE_QUERY } from '@/ui/use-phone';
import { renderWithProviders } from './render';

interface Row {
  id: string;
  name: string;
  className: string;
}

const columns: Column<Row>[] = [
  { key: 'name', title: '姓名', render: (r) => r.name },
  { key: 'class', title: '班级', render: (r) => r.className },
  { key: 'actions', title: '操作', render: (r) => <Anchor component="button">编辑{r.name}</Anchor> },
];
const rows: Row[] = [
  { id: 'a', name: '曹熙豪', className: '大一班' },
  { id: 'b', name: '陈晴沐', className: '大二班' },
];

/** The screen width the page is looked at: a phone matches the `sm`-and-below query. */
function viewAs(phone: boolean) {
  const original = window.matchMedia;
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    ...original(query),
    matches: phone && query === PHONE_QUERY,
  }));
  return () => {
    window.matchMedia = original;
  };
}

describe('DataTable on a phone and on a desk', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('on a phone, shows each row as a card: 序号, label/value pairs, its actions in sight', async () => {
    restore = viewAs(true);
    renderWithProviders(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} page={2} pageSize={10} />);
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
    const second = within(cards[1] as HTMLElement);
    expect(second.getByText('序号 12')).toBeTruthy();
    expect(second.getByText('姓名').nextElementSibling?.textContent).toBe('陈晴沐');
    expect(second.getByText('班级').nextElementSibling?.textContent).toBe('大二班');
    expect(second.getByRole('button', { name: '编辑陈晴沐' })).toBeTruthy();
    // The actions are the card's foot, not one more label/value pair.
    expect(second.queryByText('操作')).toBeNull();
  });

  it('on a phone, says 暂无数据 for an empty list', async () => {
    restore = viewAs(true);
    renderWithProviders(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} page={1} pageSize={10} />);
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('on a wider screen, keeps the numbered table', () => {
    restore = viewAs(false);
    renderWithProviders(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} page={1} pageSize={10} />);
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '序号' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '操作' })).toBeTruthy();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('on a phone, a batch list’s check box sits beside 序号, once per card, not as a field under the page’s box', async () => {
    restore = viewAs(true);
    const selectable: Column<Row>[] = [
      {
        key: 'select',
        title: <input type="checkbox" aria-label="选择本页" />,
        render: (r) => <input type="checkbox" aria-label={`选择${r.name}`} />,
      },
      ...columns,
    ];
    renderWithProviders(<DataTable columns={selectable} rows={rows} rowKey={(r) => r.id} page={1} pageSize={10} />);
    const card = within((await screen.findAllByRole('listitem'))[0] as HTMLElement);
    expect(card.getAllByRole('checkbox')).toHaveLength(1);
    expect(card.getByRole('checkbox', { name: '选择曹熙豪' }).closest('dl')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: '选择本页' })).toBeNull();
  });
  it('shows a 合计 row under the rows, on a desk (the table’s foot) and on a phone (a last card), never under 暂无数据', async () => {
    const footer = { label: '合计', cells: { class: '2 个班' } };
    restore = viewAs(false);
    const desk = renderWithProviders(
      <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} page={1} pageSize={10} footer={footer} />,
    );
    const foot = (await screen.findByRole('table')).querySelector('tfoot tr');
    expect([...(foot?.querySelectorAll('td') ?? [])].map((td) => td.textContent)).toEqual(['合计', '', '2 个班', '']);
    desk.unmount();
    renderWithProviders(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} page={1} pageSize={10} footer={footer} />);
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(screen.queryByText('合计')).toBeNull();
    restore();
    restore = viewAs(true);
    renderWithProviders(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} page={1} pageSize={10} footer={footer} />);
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const last = within(cards[2] as HTMLElement);
    expect(last.getByText('合计')).toBeTruthy();
    expect(last.getByText('班级').nextElementSibling?.textContent).toBe('2 个班');
  });
});
