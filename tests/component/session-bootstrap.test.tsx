import type { MenuItem, UserInfoResponse } from '@contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { ensureSession } from '@/lib/session/bootstrap';
import { getSessionState, startSession } from '@/lib/session/store';
import { demoSession } from './fixtures';

const calls = vi.hoisted(() => ({ getUserInfo: vi.fn(), getMenu: vi.fn(), querySchoolCodeStatus: vi.fn(), getTermWarn: vi.fn() }));
vi.mock('@/lib/api/calls/get-user-info', () => ({ getUserInfo: calls.getUserInfo }));
vi.mock('@/lib/api/calls/get-menu', () => ({ getMenu: calls.getMenu }));
vi.mock('@/lib/api/calls/query-school-code-status', () => ({ querySchoolCodeStatus: calls.querySchoolCodeStatus }));
vi.mock('@/lib/api/calls/get-term-warn', () => ({ getTermWarn: calls.getTermWarn }));

const menu: MenuItem[] = [
  {
    id: 1,
    name: '智慧园务',
    path: '',
    icon: '',
    parentId: 0,
    hidden: false,
    children: [{ id: 2, name: '工作台', path: '/HOME', icon: '', parentId: 1, hidden: false, children: [] }],
  },
];
const userInfo = {
  userInfo: {
    userId: 7,
    loginName: 'yuanzhang',
    userName: '王丽华',
    headPic: '',
    level: 1,
    mobilePhone: '13800000001',
    isRemember: 0,
    departmentId: null,
    departmentName: null,
    position: '园长',
  },
  schoolInfo: { ...demoSession.schoolInfo, schoolName: '阳光幼儿园（新名）' },
  schoolList: [demoSession.schoolInfo],
  companyList: [],
  skinUrl: '',
  expirationTime: '2027-08-31',
  schoolpermission: '/HOME',
  permissions: ['/HOME'],
  positionName: '园长',
} satisfies UserInfoResponse;

const answerAll = () => {
  calls.getUserInfo.mockResolvedValue(userInfo);
  calls.getMenu.mockResolvedValue(menu);
  calls.querySchoolCodeStatus.mockResolvedValue({ status: 1 });
  calls.getTermWarn.mockResolvedValue({ noPwd: 0, termWarn: 0, pwdWarn: 0 });
};

/** A page reload: the session as the previous start left it in localStorage. */
function reloadWithStoredSession() {
  startSession(demoSession);
}

describe('session bootstrap (SPEC §4)', () => {
  beforeEach(() => {
    for (const f of Object.values(calls)) f.mockReset();
  });

  it('loads user info, menu, school code status and term warnings, and caches them', async () => {
    answerAll();
    reloadWithStoredSession();

    expect(await ensureSession()).toBe('ready');

    const s = getSessionState();
    expect(s.offline).toBe(false);
    expect(s.menu).toEqual(menu);
    expect(s.session?.schoolInfo.schoolName).toBe('阳光幼儿园（新名）');
    expect(s.session?.schoolpermission).toBe('/HOME');
    expect(JSON.parse(localStorage.getItem('yw.menu') ?? 'null')).toEqual(menu);
    expect(calls.getUserInfo).toHaveBeenCalledWith({ schoolId: 101, companyId: 9 }, { quiet: 'unreachable' });
  });

  it('keeps the cached session when the server cannot be reached (offline start)', async () => {
    answerAll();
    reloadWithStoredSession();
    await ensureSession();
    // Next start: same storage, no network.
    startSession(demoSession);
    localStorage.setItem('yw.menu', JSON.stringify(menu));
    for (const f of Object.values(calls)) f.mockRejectedValue(new ApiError('network', 'network error'));

    expect(await ensureSession()).toBe('offline');

    const s = getSessionState();
    expect(s.token).toBe('token-abc');
    expect(s.offline).toBe(true);
    expect(localStorage.getItem('yw.token')).toBe('token-abc');
  });

  it('ends the session when the server answers with a failure', async () => {
    answerAll();
    calls.getMenu.mockRejectedValue(new ApiError('business', '登录已过期,需重新登录', 20011, 401));
    reloadWithStoredSession();

    expect(await ensureSession()).toBe('signed-out');

    expect(getSessionState().token).toBeNull();
    expect(localStorage.getItem('yw.token')).toBeNull();
    expect(localStorage.getItem('yw.session')).toBeNull();
  });
});
