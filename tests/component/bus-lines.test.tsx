import type { BusLineRow, BusRouteRow } from '@contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ExpiryDay } from '@/ui/ExpiryDay';
import { LineFormDialog } from '@/features/bus/fleet/LineFormDialog';
import { renderWithProviders } from './render';

const mutate = vi.hoisted(() => vi.fn(async () => true));
vi.mock('@/lib/replica/use-mutate', () => ({ useMutate: () => mutate }));
// happy-dom has no document.fonts, which Mantine's autosize Textarea listens to.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

const route = (id: string, name: string, period: BusRouteRow['period']): BusRouteRow => ({
  id,
  schoolId: 101,
  name,
  period,
  stops: [],
  carId: null,
  driverId: null,
  escortId: null,
  escortName: '',
  disabled: false,
});
const routes = [
  route('0190a000-0000-7000-8000-000000000001', '一号线（早）', 'morning'),
  route('0190a000-0000-7000-8000-000000000002', '二号线（晚）', 'afternoon'),
];
const line1: BusLineRow = {
  id: '0190a000-0000-7000-8000-0000000000a1',
  schoolId: 101,
  name: '1号线',
  routeIds: [routes[0]?.id ?? ''],
  remark: '',
  disabled: false,
};

/** The routes field's list, opened. */
async function openRoutes() {
  const input = screen.getAllByLabelText('路线', { exact: false }).find((el) => el.tagName === 'INPUT') as HTMLInputElement;
  fireEvent.click(input);
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  return document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
}

describe('线路 dialog', () => {
  beforeEach(() => mutate.mockClear());

  it('asks for a name and a route before saving, in the contract words', { timeout: 20_000 }, async () => {
    renderWithProviders(<LineFormDialog opened onClose={() => {}} schoolId={101} row={null} routes={routes} lines={[line1]} />);
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入线路名称')).toBeTruthy();
    expect(screen.getByText('请至少选择一条路线')).toBeTruthy();
    expect(mutate).not.toHaveBeenCalled();
  });

  it("offers another line's route disabled, with its line's name, and saves the route picked", { timeout: 20_000 }, async () => {
    renderWithProviders(<LineFormDialog opened onClose={() => {}} schoolId={101} row={null} routes={routes} lines={[line1]} />);
    fireEvent.change(await screen.findByLabelText('线路名称', { exact: false }), { target: { value: '2号线' } });
    const list = await openRoutes();
    const taken = within(list).getByRole('option', { name: '一号线（早）（早班） — 已属于1号线', hidden: true });
    expect(taken.getAttribute('data-combobox-disabled')).toBe('true');
    fireEvent.click(within(list).getByRole('option', { name: '二号线（晚）（晚班）', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(mutate).toHaveBeenCalled());
    expect(mutate).toHaveBeenCalledWith(
      'busLine.save',
      expect.objectContaining({ schoolId: 101, name: '2号线', routeIds: [routes[1]?.id], remark: '', disabled: false }),
    );
  });
});

describe('expiry days in the cars and drivers lists', () => {
  const day = (n: number) => new Date(Date.now() + 8 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);
  it('are orange within 30 days, red once past, plain otherwise, and say so in words', () => {
    const { container } = renderWithProviders(
      <>
        <ExpiryDay day={day(10)} />
        <ExpiryDay day={day(-1)} />
        <ExpiryDay day={day(60)} />
        <ExpiryDay day={null} />
      </>,
    );
    expect([...container.querySelectorAll('[data-expiry]')].map((el) => el.getAttribute('data-expiry'))).toEqual(['soon', 'expired', 'ok']);
    expect(screen.getByText('即将到期')).toBeTruthy();
    expect(screen.getByText('已过期')).toBeTruthy();
    expect(container.textContent).toContain('—');
  });
});
