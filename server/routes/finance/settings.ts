import { financeSettingsCalls } from '@contract/finance/settings-calls';
import type { FastifyInstance } from 'fastify';
import { FinanceSettingsMsg } from '@contract';
import { beAuthor } from '../../services/finance/kernel/be-author';
import { deleteFinancePassword } from '../../services/finance/kernel/delete-finance-password';
import { financePasswordState } from '../../services/finance/kernel/finance-password-state';
import { getBookkeepingSetting } from '../../services/finance/kernel/get-bookkeeping-setting';
import { saveBookkeepingSetting } from '../../services/finance/kernel/save-bookkeeping-setting';
import { saveFinancePassword } from '../../services/finance/kernel/save-finance-password';
import { PASSWORD_CHECK_LIMIT } from '../account';
import type { RouteDeps } from '../deps';
import { serviceRoutes } from '../service-route';

/**
 * The current school's finance settings (SPEC §7 /park/pwd getPwd, save, del; /park/bookkeepingSetting getSetting,
 * save, beAuthor). The finance password changes with the member's login password (so a forgotten one can be reset by
 * who may set it); the bookkeeping settings change on unlocked finance pages only.
 */
export function financeSettingsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  const checked = { config: { rateLimit: PASSWORD_CHECK_LIMIT } };
  route(financeSettingsCalls.financePasswordState, { run: financePasswordState });
  route(financeSettingsCalls.saveFinancePassword, { options: checked, tx: true, run: saveFinancePassword, msg: FinanceSettingsMsg.saved });
  route(financeSettingsCalls.deleteFinancePassword, {
    options: checked,
    tx: true,
    run: deleteFinancePassword,
    msg: FinanceSettingsMsg.removed,
  });
  route(financeSettingsCalls.getBookkeepingSetting, { run: getBookkeepingSetting });
  route(financeSettingsCalls.saveBookkeepingSetting, { tx: true, run: saveBookkeepingSetting, msg: FinanceSettingsMsg.settingsSaved });
  route(financeSettingsCalls.beAuthor, { run: beAuthor });
}
