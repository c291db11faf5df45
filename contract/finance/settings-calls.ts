import { defineCall, unchecked } from '../call';
import {
  beAuthorSchema,
  bookkeepingSettingSchema,
  bookkeepingSettingViewSchema,
  deleteFinancePasswordSchema,
  FINANCE_SETTINGS,
  financePasswordStateSchema,
  saveFinancePasswordSchema,
} from './settings';

/** The HTTP calls of server/routes/finance/settings.ts, as the client makes them (contract/call.ts). */
export const financeSettingsCalls = {
  financePasswordState: defineCall({
    method: 'GET',
    path: '/park/pwd/getPwd',
    permission: '/YWGL/CWGL',
    output: financePasswordStateSchema,
  }),
  saveFinancePassword: defineCall({
    method: 'POST',
    path: '/park/pwd/save',
    permission: FINANCE_SETTINGS,
    input: saveFinancePasswordSchema,
    output: unchecked<null>(),
  }),
  deleteFinancePassword: defineCall({
    method: 'POST',
    path: '/park/pwd/del',
    permission: FINANCE_SETTINGS,
    input: deleteFinancePasswordSchema,
    output: unchecked<null>(),
  }),
  getBookkeepingSetting: defineCall({
    method: 'GET',
    path: '/park/bookkeepingSetting/getSetting',
    permission: '/YWGL/CWGL',
    output: bookkeepingSettingViewSchema,
  }),
  saveBookkeepingSetting: defineCall({
    method: 'POST',
    path: '/park/bookkeepingSetting/save',
    permission: FINANCE_SETTINGS,
    input: bookkeepingSettingSchema,
    output: unchecked<null>(),
  }),
  beAuthor: defineCall({ method: 'GET', path: '/park/bookkeepingSetting/beAuthor', permission: '/YWGL/CWGL', output: beAuthorSchema }),
};
