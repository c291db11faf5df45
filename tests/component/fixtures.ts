import { ALL_PERMISSIONS, type Session } from '@contract';
import { completeSession, startSession } from '@/lib/session/store';

export const demoSession: Session = {
  token: 'token-abc',
  userId: 7,
  avatar: '',
  roles: ['/HOME'],
  schoolInfo: {
    schoolId: 101,
    companyId: 9,
    schoolName: '阳光幼儿园',
    schoolStyle: 1,
    clientState: 0,
    expired: false,
    expirationTime: '2027-08-31',
  },
  dualVerification: false,
  schoolCodeStatus: 1,
  schoolpermission: '',
  permissions: [...ALL_PERMISSIONS],
  positionName: '园长',
  expirationTime: Date.now() + 3_600_000,
  setPwd: 0,
  pwdWarn: 0,
};

/** Signs `demoSession` in (bootstrap done), with the permissions given or every one. */
export function signIn(patch: Partial<Session> = {}): void {
  startSession({ ...demoSession, ...patch });
  completeSession({}, false);
}

/** Every permission but these (a position whose role lacks some actions). */
export const allPermissionsBut = (...taken: string[]): string[] => ALL_PERMISSIONS.filter((p) => !taken.includes(p));
