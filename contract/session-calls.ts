import { defineCall } from './call';
import { menuItemSchema } from './menu';
import { MEMBER } from './permissions';
import { schoolCodeStatusSchema, termWarnSchema, tokenExpirySchema, userInfoQuerySchema, userInfoResponseSchema } from './session';
import { z } from './zod-locale';

/** The session's calls (SPEC §7): the user and school, the menu, the term warning, the token's renewal, signing out. */
export const sessionCalls = {
  getUserInfo: defineCall({
    method: 'GET',
    path: '/park/login/getUserInfo',
    permission: MEMBER,
    input: userInfoQuerySchema,
    output: userInfoResponseSchema,
  }),
  getMenu: defineCall({
    method: 'GET',
    path: '/park/login/menu',
    permission: MEMBER,
    input: userInfoQuerySchema,
    output: z.array(menuItemSchema),
  }),
  querySchoolCodeStatus: defineCall({
    method: 'GET',
    path: '/park/querySchoolCodeStatus',
    permission: MEMBER,
    input: userInfoQuerySchema,
    output: schoolCodeStatusSchema,
  }),
  getTermWarn: defineCall({
    method: 'GET',
    path: '/park/bj/term/warn',
    permission: MEMBER,
    input: userInfoQuerySchema,
    output: termWarnSchema,
  }),
  renewToken: defineCall({ method: 'GET', path: '/park/login/expireToken', permission: MEMBER, output: tokenExpirySchema }),
};
