import { defineCall, unchecked } from './call';
import {
  changePasswordSchema,
  financeCheckSchema,
  financeHeartbeatSchema,
  financeUnlockSchema,
  resetPasswordSchema,
  setPasswordSchema,
} from './account';
import { MEMBER } from './permissions';

/** The HTTP calls of server/routes/account.ts, as the client makes them (contract/call.ts). */
export const accountCalls = {
  /** The second step of 忘记密码, with the authorizationCode of the code check; answers 重置密码成功. */
  resetPassword: defineCall({
    method: 'POST',
    path: '/park/login/updatePasswordByCodeV2',
    anonymous: true,
    input: resetPasswordSchema,
    output: unchecked<null>(),
  }),
  /** The older name of resetPassword. */
  resetPasswordOld: defineCall({
    method: 'POST',
    path: '/park/login/updatePasswordByCode',
    anonymous: true,
    input: resetPasswordSchema,
    output: unchecked<null>(),
  }),
  changePassword: defineCall({
    method: 'POST',
    path: '/park/acount/updatePasswordByOldPass',
    permission: MEMBER,
    input: changePasswordSchema,
    output: unchecked<null>(),
  }),
  setPassword: defineCall({
    method: 'POST',
    path: '/park/login/setPwd',
    permission: MEMBER,
    input: setPasswordSchema,
    output: unchecked<null>(),
  }),
  unlockFinance: defineCall({
    method: 'POST',
    path: '/park/pwd/check',
    permission: '/YWGL/CWGL',
    input: financeCheckSchema,
    output: financeUnlockSchema,
  }),
  financeHeartbeat: defineCall({ method: 'GET', path: '/park/pwd/heartbeat', permission: '/YWGL/CWGL', output: financeHeartbeatSchema }),
};
