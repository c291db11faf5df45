import type { InvitePosition } from '@contract';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';
import { invitablePositions } from './invitable-positions';

/** The invite dialog's 邀请岗位 choices: the school's positions whose rights are all within the member's own. */
export async function listInvitePositions(ctx: AuthedContext, input: { schoolId: number }): Promise<InvitePosition[]> {
  assertSchoolInScope(ctx, input.schoolId);
  return invitablePositions(ctx, input.schoolId);
}
