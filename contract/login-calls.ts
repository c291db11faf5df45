import { defineCall, unchecked } from './call';
import type { MEMBER } from './permissions';

/**
 * The calls of the first load (the login page, signing out). Zod-free, as that load is (docs/architecture.md, "First load"): their schemas are loaders, so
 * zod and the schemas load beside the request, on the server as on the client.
 */
export const loginCalls = {
  /** Answers the Session, or a dual-verification step (SMS code next). A form, as the SPEC's login posts it. */
  logIn: defineCall({
    method: 'POST',
    path: '/park/login/auth',
    anonymous: true,
    body: 'form',
    input: () => import('./session').then((m) => m.loginFormSchema),
    output: () => import('./sms').then((m) => m.loginAnswerSchema),
  }),
  /** Whether this server asks for a captcha before login, SMS and reset. */
  captchaConfig: defineCall({
    method: 'GET',
    path: '/park/captcha/config',
    anonymous: true,
    output: () => import('./captcha').then((m) => m.captchaConfigSchema),
  }),
  /** The 记住我 choice of this login, sent right after it. */
  updateIsRemember: defineCall({
    method: 'POST',
    path: '/park/acount/updateIsRemember',
    permission: 'member' satisfies typeof MEMBER,
    input: () => import('./account').then((m) => m.updateIsRememberSchema),
    output: unchecked<null>(),
  }),
  /** Ends the token on the server (a POST without a body). */
  logOut: defineCall({
    method: 'POST',
    path: '/park/login/logout',
    permission: 'member' satisfies typeof MEMBER,
    output: unchecked<null>(),
  }),
};
