import type { SaveFinancePasswordInput } from '@contract';
import { hashPassword } from '../../../lib/passwords';
import { md5Of } from '../../account/store-new-password';
import type { AuthedContext } from '../../context';
import { recordUserOperation } from '../../operation-log/record-operation';
import { financeSettingsOf, updateFinanceSettings } from './finance-settings-row';
import { assertLoginPassword } from './login-password';

/**
 * `POST /park/pwd/save`: sets or changes the current school's finance password (the SPEC §5 rules, checked by the
 * schema), kept as login passwords are. Every unlock made with the old one ends: the finance pages ask again.
 */
export async function saveFinancePassword(ctx: AuthedContext, input: SaveFinancePasswordInput): Promise<null> {
  await assertLoginPassword(ctx, input.loginPassword);
  const schoolId = ctx.session.schoolId;
  const had = (await financeSettingsOf(ctx.db, schoolId)).passwordHash !== null;
  const now = ctx.clock.now();
  await updateFinanceSettings(ctx.db, schoolId, {
    passwordHash: await hashPassword(md5Of(input.password)),
    updatedBy: ctx.session.userId,
    updatedAt: now,
  });
  await recordUserOperation(ctx, schoolId, '财务管理', had ? '修改财务密码' : '设置财务密码');
  return null;
}
