import { defineCall } from './call';

/**
 * The login page's calls. Zod-free, as the page is (docs/architecture.md, "First load"): their schemas are loaders, so
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
};
