import { defineCall } from './call';
import { MEMBER } from './permissions';
import { skinSaveSchema, skinSchema } from './themes';

/** The theme's call (contract/themes.ts). */
export const skinCalls = {
  getSkin: defineCall({ method: 'GET', path: '/park/index/skin', permission: MEMBER }),
  saveSkin: defineCall({ method: 'POST', path: '/park/index/skin', permission: MEMBER, input: skinSaveSchema, output: skinSchema }),
};
