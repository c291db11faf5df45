import { TermMsg } from '@contract';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { specialPathRedirect } from '@/app/guards/special-paths';
import { termActivationRedirect } from '@/app/guards/term-activation';
import { useHostLogout } from '@/app/shell/use-host-logout';
import { storeSchoolExpiry, readSchoolExpiry } from '@/lib/session/school-expiry';
import { getSessionState, startSession } from '@/lib/session/store';
import { demoSession } from './fixtures';
import { renderWithProviders } from './render';

const warn = (termWarn: number) => ({ noPwd: 0, termWarn, pwdWarn: 0 });

describe('term activation guard (SPEC §4)', () => {
  it('sends a user who may set the term to settings with 请先设置学期激活系统后继续使用', async () => {
    renderWithProviders(<div />);
    expect(termActivationRedirect('/HOME', warn(1))).toBe('/JCSZ/YLSZ');
    expect(await screen.findByText(TermMsg.mustSet)).toBeTruthy();
  });

  it('tells a user without the permission to ask someone who has it', async () => {
    renderWithProviders(<div />);
    expect(termActivationRedirect('/YWGL/JCXX/YEGL', warn(2))).toBe('/JCSZ/YLSZ');
    expect(await screen.findByText(TermMsg.noPermission)).toBeTruthy();
  });

  it('lets settings through, and everything once the term is active', () => {
    expect(termActivationRedirect('/JCSZ/YLSZ', warn(1), false)).toBeNull();
    expect(termActivationRedirect('/HOME', warn(0), false)).toBeNull();
    expect(termActivationRedirect('/HOME', null, false)).toBeNull();
  });
});

describe('pages tied to a school, position or style (SPEC §6)', () => {
  const at = (patch: Partial<typeof demoSession.schoolInfo>, positionName: string | null = '园长') => ({
    ...demoSession,
    positionName,
    schoolInfo: { ...demoSession.schoolInfo, ...patch },
  });

  it('the position-menu editor is for school 320 only', () => {
    expect(specialPathRedirect('/YWGL/RLZYGL/GWGL/MENU', at({ schoolId: 101 }))).toBe('/404');
    expect(specialPathRedirect('/YWGL/RLZYGL/GWGL/MENU', at({ schoolId: 320 }))).toBeNull();
  });

  it('the principal mailbox is for 园长 only; the personal centre is hidden for style 3', () => {
    expect(specialPathRedirect('/YWGL/YSXC/YCXX', at({}, '教师'))).toBe('/403');
    expect(specialPathRedirect('/YWGL/YSXC/YCXX', at({}, '园长'))).toBeNull();
    expect(specialPathRedirect('/JCSZ/GRZX', at({ schoolStyle: 3 }))).toBe('/404');
    expect(specialPathRedirect('/JCSZ/GRZX', at({ schoolStyle: 1 }))).toBeNull();
  });
});

function HostLogoutProbe() {
  useHostLogout();
  return null;
}

describe('host page logout (SPEC §2)', () => {
  beforeEach(() => startSession(demoSession));

  it('a logout message from this origin ends the session', async () => {
    render(<HostLogoutProbe />);
    await act(async () => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'logout' }, origin: window.location.origin }));
    });
    expect(getSessionState().token).toBeNull();
  });

  it('a message from an unrelated origin is ignored', async () => {
    render(<HostLogoutProbe />);
    await act(async () => {
      window.dispatchEvent(new MessageEvent('message', { data: 'logout', origin: 'https://evil.example' }));
    });
    expect(getSessionState().token).toBe('token-abc');
  });
});

describe('code 2225 (SPEC §4)', () => {
  it('stores the expiry time and the school ids', () => {
    storeSchoolExpiry({ expirationTime: '2026-10-01 00:00:00', schoolIds: [104, 105] });
    expect(readSchoolExpiry()).toEqual({ expirationTime: '2026-10-01 00:00:00', schoolIds: [104, 105] });
    storeSchoolExpiry({ schoolIds: '104' });
    expect(readSchoolExpiry().schoolIds).toEqual([104]);
  });
});
