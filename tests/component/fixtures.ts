import { ALL_PERMISSIONS, type Session } from '@contract';

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
