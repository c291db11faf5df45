import { credentialIssue, isStaffActive, StaffMsg, staffBirthday, staffProfileId, staffProfileIssue } from '@contract/people/staff';
import { MutationError } from '../../errors';
import { MutationMsg } from '../messages';
import type { AreaMutators } from '../types';

const fail = (issue: string | null) => {
  if (issue) throw new MutationError(issue);
};

/**
 * The client half of the staff records services (server/services/people/staff): the member must be on the
 * replica's records of the school; a profile keeps what the server derives (the birthday from the ID number).
 * The checks the server alone can make (a department or position of the school, the principal's position, a phone
 * taken by a colleague) come back as a refusal on push.
 */
export const staffMutators = {
  async 'staffProfile.save'(tx, a) {
    const before = await tx.get('staffProfiles', staffProfileId(a.schoolId, a.userId));
    if (!before) throw new MutationError(StaffMsg.noMember);
    fail(staffProfileIssue(a));
    const colleagues = await tx.where('staffProfiles', 'schoolId', a.schoolId);
    if (colleagues.some((c) => c.userId !== a.userId && c.phone === a.phone)) throw new MutationError(StaffMsg.phoneTaken);
    const { schoolId: _s, userId: _u, ...fields } = a;
    // The names of a new department or position, as a colleague's row already has them (the pull corrects them).
    const nameOf = (key: 'departmentId' | 'positionId', name: 'departmentName' | 'positionName') =>
      a[key] === before[key] ? before[name] : (colleagues.find((c) => c[key] === a[key])?.[name] ?? '');
    await tx.put('staffProfiles', {
      ...before,
      ...fields,
      birthday: staffBirthday(a.idNumber),
      departmentName: nameOf('departmentId', 'departmentName'),
      positionName: nameOf('positionId', 'positionName'),
    });
  },
  async 'staffProfile.setStatus'(tx, a) {
    const before = await tx.get('staffProfiles', staffProfileId(a.schoolId, a.userId));
    if (!before) throw new MutationError(StaffMsg.noMember);
    await tx.put('staffProfiles', { ...before, status: a.status, statusDate: a.date, statusReason: a.reason });
    // Off the roster the other screens hold (attendance, escorts) once they left; the pull puts a returner back.
    if (!isStaffActive(a.status)) await tx.delete('staff', staffProfileId(a.schoolId, a.userId));
  },
  async 'staffCredential.save'(tx, a) {
    const member = await tx.get('staffProfiles', staffProfileId(a.schoolId, a.userId));
    if (!member) throw new MutationError(StaffMsg.noMember);
    const before = await tx.get('staffCredentials', a.id);
    if (before && (before.schoolId !== a.schoolId || before.userId !== a.userId)) throw new MutationError(MutationMsg.missing);
    fail(credentialIssue(a));
    await tx.put('staffCredentials', { ...a });
  },
  async 'staffCredential.delete'(tx, a) {
    const row = await tx.get('staffCredentials', a.id);
    if (!row || row.schoolId !== a.schoolId) throw new MutationError(MutationMsg.missing);
    await tx.delete('staffCredentials', a.id);
  },
} satisfies AreaMutators<'staff'>;
