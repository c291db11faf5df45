import { MutationError } from '../../errors';
import { MutationMsg } from '../messages';
import type { AreaMutators } from '../types';

/**
 * The expense reminder mutator: the contract checked the schedule (the args' schema), as the server does. Whether the
 * people are members is the server's to say (the form lists only members). The creator is the server's too: left as
 * it was here, the pull brings it.
 */
export const reminderMutators = {
  async 'expenseReminder.save'(tx, a) {
    const before = await tx.get('expenseReminders', a.id);
    if (before && before.schoolId !== a.schoolId) throw new MutationError(MutationMsg.missing);
    await tx.put('expenseReminders', {
      ...a,
      userIds: [...new Set(a.userIds)],
      creatorId: before?.creatorId ?? null,
      creatorName: before?.creatorName ?? '',
    });
  },
} satisfies AreaMutators<'reminders'>;
