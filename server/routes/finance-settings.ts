import type { FastifyInstance } from 'fastify';
import {
  bookkeepingSettingSchema,
  deleteFinancePasswordSchema,
  FINANCE_SETTINGS,
  FinanceSettingsMsg,
  saveFinancePasswordSchema,
} from '@contract';
import { beAuthor } from '../services/finance/kernel/be-author';
import { deleteFinancePassword } from '../services/finance/kernel/delete-finance-password';
import { financePasswordState } from '../services/finance/kernel/finance-password-state';
import { getBookkeepingSetting } from '../services/finance/kernel/get-bookkeeping-setting';
import { saveBookkeepingSetting } from '../services/finance/kernel/save-bookkeeping-setting';
import { saveFinancePassword } from '../services/finance/kernel/save-finance-password';
import { PASSWORD_CHECK_LIMIT } from './account';
import type { RouteDeps } from './deps';
import { body, serviceRoutes } from './service-route';

/**
 * The current school's finance settings (SPEC §7 /park/pwd getPwd, save, del; /park/bookkeepingSetting getSetting,
 * save, beAuthor). The finance password changes with the member's login password (so a forgotten one can be reset by
 * who may set it); the bookkeeping settings change on unlocked finance pages only.
 */
export function financeSettingsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  const checked = { config: { rateLimit: PASSWORD_CHECK_LIMIT } };
  route('GET', '/park/pwd/getPwd', { permission: '/YWGL/CWGL', run: financePasswordState });
  route('POST', '/park/pwd/save', {
    permission: FINANCE_SETTINGS,
    options: checked,
    tx: true,
    input: body(saveFinancePasswordSchema),
    run: saveFinancePassword,
    msg: FinanceSettingsMsg.saved,
  });
  route('POST', '/park/pwd/del', {
    permission: FINANCE_SETTINGS,
    options: checked,
    tx: true,
    input: body(deleteFinancePasswordSchema),
    run: deleteFinancePassword,
    msg: FinanceSettingsMsg.removed,
  });
  route('GET', '/park/bookkeepingSetting/getSetting', { permission: '/YWGL/CWGL', run: getBookkeepingSetting });
  route('POST', '/park/bookkeepingSetting/save', {
    permission: FINANCE_SETTINGS,
    tx: true,
    input: body(bookkeepingSettingSchema),
    run: saveBookkeepingSetting,
    msg: FinanceSettingsMsg.settingsSaved,
  });
  route('GET', '/park/bookkeepingSetting/beAuthor', { permission: '/YWGL/CWGL', run: beAuthor });
}
