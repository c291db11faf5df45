import { fireEvent, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ExpiryReminder, expiryReminderKey } from '@/app/shell/ExpiryReminder';
import { RenewButton } from '@/app/shell/header/RenewButton';
import { startSession } from '@/lib/session/store';
import { demoSession } from './fixtures';
import { renderWithProviders } from './render';

const navigate = vi.hoisted(() => vi.fn());
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }));

/** A principal's session (no permission list, the order list among the menu rules) ending in `days`. */
const expiringIn = (days: number) => ({
  ...demoSession,
  roles: ['/HOME', '/JCSZ/DDLB'],
  schoolInfo: { ...demoSession.schoolInfo, expirationTime: dayjs().add(days, 'day').format('YYYY-MM-DD HH:mm:ss') },
});

describe('expiry reminder and renewal entry (SPEC §4)', () => {
  beforeEach(() => navigate.mockReset());

  it('pops when the service ends within 30 days; 我知道了 records today, so it stays away until tomorrow', () => {
    startSession(expiringIn(20));
    const first = renderWithProviders(<ExpiryReminder />);
    expect(screen.getByRole('dialog', { name: '服务到期提醒' }).textContent).toContain('20 天后');
    fireEvent.click(screen.getByRole('button', { name: '我知道了' }));
    expect(screen.queryByRole('dialog', { name: '服务到期提醒' })).toBeNull();
    expect(localStorage.getItem(expiryReminderKey(7, 101))).toBe(dayjs().format('YYYY-MM-DD'));
    first.unmount();

    renderWithProviders(<ExpiryReminder />);
    expect(screen.queryByRole('dialog', { name: '服务到期提醒' })).toBeNull();
  });

  it('pops again on another day, and not at all with more than 30 days left', () => {
    localStorage.setItem(expiryReminderKey(7, 101), dayjs().subtract(1, 'day').format('YYYY-MM-DD'));
    startSession(expiringIn(5));
    const view = renderWithProviders(<ExpiryReminder />);
    expect(screen.getByRole('dialog', { name: '服务到期提醒' })).toBeTruthy();
    view.unmount();
    localStorage.clear();
    startSession(expiringIn(45));
    renderWithProviders(<ExpiryReminder />);
    expect(screen.queryByRole('dialog', { name: '服务到期提醒' })).toBeNull();
  });

  it('到期续费 shows within 30 days and opens the order list', () => {
    startSession(expiringIn(45));
    const view = renderWithProviders(<RenewButton />);
    expect(screen.queryByRole('button', { name: '到期续费' })).toBeNull();
    view.unmount();
    startSession(expiringIn(12));
    renderWithProviders(<RenewButton />);
    fireEvent.click(screen.getByRole('button', { name: '到期续费' }));
    expect(navigate).toHaveBeenCalledWith({ href: '/JCSZ/DDLB' });
  });

  it('offers none of it to a member who may not renew (the order list not theirs to use)', () => {
    // jiaoshi: a permission list without the order list, which still sits in the menu as an always-allowed page.
    const teacher = { ...expiringIn(5), schoolpermission: '/HOME,/YWGL/JCXX', positionName: '教师' };
    // A member without a list whose menu has no order list.
    const noOrderList = { ...expiringIn(5), roles: ['/HOME'] };
    for (const session of [teacher, noOrderList]) {
      localStorage.clear();
      startSession(session);
      const view = renderWithProviders(
        <>
          <RenewButton />
          <ExpiryReminder />
        </>,
      );
      expect(screen.queryByRole('button', { name: '到期续费' })).toBeNull();
      expect(screen.queryByRole('dialog', { name: '服务到期提醒' })).toBeNull();
      view.unmount();
    }
    // A list that names the order list (or a path above it) grants it.
    startSession({ ...expiringIn(5), schoolpermission: '/HOME,/JCSZ' });
    renderWithProviders(<RenewButton />);
    expect(screen.getByRole('button', { name: '到期续费' })).toBeTruthy();
  });
});
