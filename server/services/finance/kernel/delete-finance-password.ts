import type { DeleteFinancePasswordInput } from '@contract';
import type { AuthedContext } from '../../context';
import { recordUserOperation } from '../../operation-log/record-operation';
import { updateFinanceSettings } from './finance-settings-row';
import { assertLoginPassword } from './login-password';

/** `POST /park/pwd/del`: removes the current school's finance password; its finance pages then open without one. */
export async function deleteFinancePassword(ctx: AuthedContext, input: DeleteFinancePasswordInput): Promise<null> {
  await assertLoginPassword(ctx, input.loginPassword);
  const schoolId = ctx.session.schoolId;
  const now = ctx.clock.now();
  await updateFinanceSettings(ctx.db, schoolId, { passwordHash: null, updatedBy: ctx.session.userId, updatedAt: now });
  await recordUserOperation(ctx, schoolId, '财务管理', '删除财务密码');
  return null;
}
