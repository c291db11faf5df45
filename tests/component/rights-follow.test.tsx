import { rightsFingerprint, type UserInfoResponse } from '@contract';
import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useRightsFollow } from '@/app/sync/use-rights-follow';
import { completeSession, getSessionState, startSession } from '@/lib/session/store';
import { demoSession } from './fixtures';

const calls = vi.hoisted(() => ({ getUserInfo: vi.fn(), getMenu: vi.fn() }));
/** The rights fingerprint the last pull kept in the replica's sync state. */
const pulled = vi.hoisted(() => ({ rights: undefined as string | undefined }));
vi.mock('@/lib/api/calls/get-user-info', () => ({ getUserInfo: calls.getUserInfo }));
vi.mock('@/lib/api/calls/get-menu', () => ({ getMenu: calls.getMenu }));
vi.mock('@/lib/replica/replica', () => ({ useReplica: () => ({ db: {}, schoolId: 101, schoolStyle: 1 }) }));
vi.mock('dexie-react-hooks', () => ({ useLiveQuery: () => ({ rights: pulled.rights, lastSyncedAt: 1 }) }));

const NARROWED = ['/HOME', '/YWGL/JCXX'];
const userInfo = (permissions: string[]) =>
  ({
    userInfo: { userId: 7, loginName: 'yuanzhang', userName: '王丽华', headPic: '', level: 1, mobilePhone: '', isRemember: 0 },
    schoolInfo: demoSession.schoolInfo,
    schoolList: [demoSession.schoolInfo],
    companyList: [],
    skinUrl: '',
    expirationTime: '2027-08-31',
    schoolpermission: permissions.join(','),
    permissions,
    positionName: '园长',
  }) as unknown as UserInfoResponse;

describe('rights follow the server (a pull’s fingerprint)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    startSession(demoSession);
    completeSession({}, false);
    calls.getUserInfo.mockResolvedValue(userInfo(NARROWED));
    calls.getMenu.mockResolvedValue([]);
  });

  it('leaves the session alone while the pulled fingerprint is its own', async () => {
    pulled.rights = rightsFingerprint(demoSession.permissions);
    renderHook(() => useRightsFollow());
    await new Promise((r) => setTimeout(r, 20));
    expect(calls.getUserInfo).not.toHaveBeenCalled();
  });

  it('reloads user info and menu once when a pull says the rights changed, and the session takes them', async () => {
    pulled.rights = rightsFingerprint(NARROWED);
    const { rerender } = renderHook(() => useRightsFollow());
    await waitFor(() => expect(getSessionState().session?.permissions).toEqual(NARROWED));
    expect(calls.getUserInfo).toHaveBeenCalledTimes(1);
    expect(calls.getMenu).toHaveBeenCalledTimes(1);
    expect(getSessionState().menu).toEqual([]);
    rerender();
    await new Promise((r) => setTimeout(r, 20));
    expect(calls.getUserInfo).toHaveBeenCalledTimes(1);
  });
});
