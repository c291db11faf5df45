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

/** A principal's session (every right, paying orders among them) ending in `days`. */
const expiringIn = (days: number) => ({
  ...demoSession,
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

  it('offers none of it to a member who may not pay the orders (the order list is open to all, paying is not)', () => {
    // jiaoshi: the order list is an always-allowed page of her menu, but paying (/JCSZ/DDLB:pay) is not hers.
    const teacher = { ...expiringIn(5), permissions: ['/HOME', '/YWGL/JCXX', '/JCSZ/DDLB'], positionName: '教师' };
    localStorage.clear();
    startSession(teacher);
    const view = renderWithProviders(
      <>
        <RenewButton />
        <ExpiryReminder />
      </>,
    );
    expect(screen.queryByRole('button', { name: '到期续费' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: '服务到期提醒' })).toBeNull();
    view.unmount();
    // caiwu: few pages, but paying the orders among her rights.
    startSession({ ...expiringIn(5), permissions: ['/HOME', '/YWGL/CWGL', '/JCSZ/DDLB', '/JCSZ/DDLB:pay'], positionName: '财务' });
    renderWithProviders(<RenewButton />);
    expect(screen.getByRole('button', { name: '到期续费' })).toBeTruthy();
  });
});
