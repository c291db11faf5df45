import { defineCall, unchecked } from './call';
import { changePasswordSchema, financeCheckSchema, financeHeartbeatSchema, financeUnlockSchema, setPasswordSchema } from './account';
import { MEMBER } from './permissions';

/** The HTTP calls of server/routes/account.ts, as the client makes them (contract/call.ts). */
export const accountCalls = {
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
