import type { MenuItem, School, UserInfoResponse } from '@contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { onSchoolSwitched } from '@/lib/session/school-events';
import { completeSession, getSessionState, startSession } from '@/lib/session/store';
import { switchSchool } from '@/lib/session/switch-school';
import { demoSession } from './fixtures';
import { renderWithProviders } from './render';

const calls = vi.hoisted(() => ({
  getUserInfo: vi.fn(),
  getSchoolMenu: vi.fn(),
  getPendingOrders: vi.fn(),
  querySchoolCodeStatus: vi.fn(),
  getTermWarn: vi.fn(),
}));
vi.mock('@/lib/api/calls/get-user-info', () => ({ getUserInfo: calls.getUserInfo }));
vi.mock('@/lib/api/calls/get-school-menu', () => ({ getSchoolMenu: calls.getSchoolMenu }));
vi.mock('@/lib/api/calls/get-pending-orders', () => ({ getPendingOrders: calls.getPendingOrders }));
vi.mock('@/lib/api/calls/query-school-code-status', () => ({ querySchoolCodeStatus: calls.querySchoolCodeStatus }));
vi.mock('@/lib/api/calls/get-term-warn', () => ({ getTermWarn: calls.getTermWarn }));

const school = (schoolId: number, patch: Partial<School> = {}): School => ({
  ...demoSession.schoolInfo,
  schoolId,
  schoolName: `园所${schoolId}`,
  ...patch,
});
const menuOf = (path: string): MenuItem[] => [
  {
    id: 1,
    name: '系统设置',
    path: '',
    icon: '',
    parentId: 0,
    hidden: false,
    children: [{ id: 2, name: 'x', path, icon: '', parentId: 1, hidden: false, children: [] }],
  },
];
const infoFor = (s: School): UserInfoResponse => ({
  userInfo: {
    userId: 7,
    loginName: 'yz',
    userName: '王丽华',
    headPic: '',
    level: 1,
    mobilePhone: '',
    isRemember: 0,
    departmentId: null,
    departmentName: null,
    position: '园长',
  },
  schoolInfo: s,
  schoolList: [demoSession.schoolInfo, s],
  companyList: [],
  skinUrl: '',
  expirationTime: s.expirationTime,
  schoolpermission: '',
  permissions: ['/HOME'],
  positionName: '园长',
});

function signedInAt101() {
  startSession(demoSession);
  completeSession({ menu: menuOf('/HOME'), termWarn: { noPwd: 0, termWarn: 0, pwdWarn: 0 }, schoolCodeStatus: 1 }, false);
}

describe('school switch (SPEC §4)', () => {
  beforeEach(() => {
    for (const f of Object.values(calls)) f.mockReset();
    signedInAt101();
  });

  it('lands style 3 on the meal plan, company 74 on term settings, others at home; the session and caches follow', async () => {
    const events: number[] = [];
    const off = onSchoolSwitched((s) => events.push(s.schoolId));
    localStorage.setItem('yw.school.tabs', '["/YWGL/JCXX/YEGL"]');
    sessionStorage.setItem('visited', '1');
    for (const [target, landing] of [
      [school(103, { schoolStyle: 3 }), '/WSBJ/YYPC/ZZSP'],
      [school(320, { companyId: 74 }), '/JCSZ/YLSZ'],
      [school(102, { schoolStyle: 2 }), '/HOME'],
    ] as const) {
      calls.getSchoolMenu.mockResolvedValue(menuOf(`/P${target.schoolId}`));
      calls.getUserInfo.mockResolvedValue(infoFor(target));
      calls.querySchoolCodeStatus.mockResolvedValue({ status: 2 });
      calls.getTermWarn.mockResolvedValue({ noPwd: 0, termWarn: target.companyId === 74 ? 1 : 0, pwdWarn: 0 });
      expect(await switchSchool(target)).toMatchObject({ kind: 'switched', landing });
      const s = getSessionState();
      expect(s.session?.schoolInfo.schoolId).toBe(target.schoolId);
      expect(s.session?.roles).toEqual([`/P${target.schoolId}`]);
      expect(s.menu).toEqual(menuOf(`/P${target.schoolId}`));
      expect(s.schoolCodeStatus).toBe(2);
      expect(s.termWarn?.termWarn).toBe(target.companyId === 74 ? 1 : 0);
    }
    off();
    expect(events).toEqual([103, 320, 102]);
    expect(localStorage.getItem('yw.school.tabs')).toBeNull();
    expect(sessionStorage.getItem('visited')).toBeNull();
    expect(JSON.parse(localStorage.getItem('yw.session') ?? '{}').schoolInfo.schoolId).toBe(102);
  });

  it('an expired school with pending orders returns them and leaves the session where it was', async () => {
    const orders = { list: [], pageNum: 1, pageSize: 2, total: 2 };
    calls.getPendingOrders.mockResolvedValue(orders);
    expect(await switchSchool(school(104, { clientState: 1, expired: true }))).toMatchObject({ kind: 'pending-orders', orders });
    expect(calls.getUserInfo).not.toHaveBeenCalled();
    expect(getSessionState().session?.schoolInfo.schoolId).toBe(101);
  });

  it('an expired school without pending orders says 该园所暂无待缴费订单', async () => {
    renderWithProviders(<div />);
    calls.getPendingOrders.mockResolvedValue({ list: [], pageNum: 1, pageSize: 2, total: 0 });
    expect(await switchSchool(school(105, { clientState: 1, expired: true }))).toEqual({ kind: 'refused' });
    expect(await screen.findByText('该园所暂无待缴费订单')).toBeTruthy();
    expect(getSessionState().session?.schoolInfo.schoolId).toBe(101);
  });

  it('a menu answer that is not 200 成功 stops the switch before the session moves', async () => {
    calls.getSchoolMenu.mockRejectedValue(new ApiError('business', '失败', 200));
    expect(await switchSchool(school(102))).toEqual({ kind: 'refused' });
    expect(calls.getUserInfo).not.toHaveBeenCalled();
    expect(getSessionState().session?.schoolInfo.schoolId).toBe(101);
  });

  it('a failure after the session moved restores the previous school, on the server too, silently', async () => {
    const before = getSessionState();
    calls.getSchoolMenu.mockResolvedValue(menuOf('/P102'));
    calls.getUserInfo.mockImplementation(async ({ schoolId }: { schoolId: number }) =>
      infoFor(schoolId === 101 ? demoSession.schoolInfo : school(102)),
    );
    calls.querySchoolCodeStatus.mockRejectedValue(new ApiError('network', 'network error'));
    calls.getTermWarn.mockResolvedValue({ noPwd: 0, termWarn: 0, pwdWarn: 0 });
    expect(await switchSchool(school(102))).toEqual({ kind: 'refused' });
    const after = getSessionState();
    expect(after.session).toEqual(before.session);
    expect(after.menu).toEqual(before.menu);
    expect(calls.getUserInfo).toHaveBeenLastCalledWith({ schoolId: 101, companyId: 9 }, { quiet: true });
  });
});

describe('a switch made in another tab', () => {
  it('is adopted here, so this tab signs for the new school too', () => {
    signedInAt101();
    const moved = { ...demoSession, schoolInfo: school(102) };
    localStorage.setItem('yw.session', JSON.stringify(moved));
    window.dispatchEvent(new StorageEvent('storage', { key: 'yw.session' }));
    expect(getSessionState().session?.schoolInfo.schoolId).toBe(102);
    // Another user's session in that tab is not adopted.
    localStorage.setItem('yw.token', 'someone-else');
    localStorage.setItem('yw.session', JSON.stringify({ ...moved, schoolInfo: school(103) }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'yw.session' }));
    expect(getSessionState().session?.schoolInfo.schoolId).toBe(102);
  });
});
