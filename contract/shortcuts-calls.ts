import { defineCall } from './call';
import { MEMBER } from './permissions';
import {
  historyInputSchema,
  menuSearchQuerySchema,
  shortcutInputSchema,
  shortcutSchema,
  shortcutSchoolQuerySchema,
  usageSchema,
} from './shortcuts';

/** 快捷功能 and the menu search (contract/shortcuts.ts). */
export const shortcutCalls = {
  listShortcuts: defineCall({
    method: 'GET',
    path: '/park/index/fast',
    permission: MEMBER,
    input: shortcutSchoolQuerySchema,
    output: shortcutSchema.array(),
  }),
  addShortcut: defineCall({
    method: 'POST',
    path: '/park/index/fast',
    permission: MEMBER,
    input: shortcutInputSchema,
    output: shortcutSchema,
  }),
  removeShortcut: defineCall({ method: 'DELETE', path: '/park/index/fast', permission: MEMBER, input: shortcutInputSchema }),
  recordVisit: defineCall({ method: 'POST', path: '/park/index/history', permission: MEMBER, input: historyInputSchema }),
  listFrequentPages: defineCall({
    method: 'GET',
    path: '/park/index/history',
    permission: MEMBER,
    input: shortcutSchoolQuerySchema,
    output: usageSchema.array(),
  }),
  searchMenu: defineCall({ method: 'GET', path: '/park/index/searchMenu', permission: MEMBER, input: menuSearchQuerySchema }),
};
