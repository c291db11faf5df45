/**
 * Signs a bench page in as the app's session store reads it (localStorage), before the app's modules load: the
 * bench pages render real screens over the browser's own replica, with no server.
 */
export function signInBenchPage(o: { userId: number; schoolId: number; permissions: string[]; positionName: string }): void {
  const session = {
    token: 'bench',
    userId: o.userId,
    avatar: '',
    roles: [],
    schoolInfo: {
      schoolId: o.schoolId,
      companyId: 1,
      schoolName: '基准幼儿园',
      schoolStyle: 1,
      clientState: 0,
      expired: false,
      expirationTime: '',
    },
    dualVerification: false,
    schoolCodeStatus: 0,
    schoolpermission: '',
    permissions: o.permissions,
    positionName: o.positionName,
    expirationTime: Date.now() + 86_400_000,
    setPwd: 0,
    pwdWarn: 0,
  };
  localStorage.setItem('yw.token', 'bench');
  localStorage.setItem('yw.session', JSON.stringify(session));
}
