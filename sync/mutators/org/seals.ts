import { SealMsg, sealNameTaken, sealStateIssue, sealUsableIssue, sealUseMoveIssue } from '@contract/org/seals';
import { uuidv7Time } from '@contract/site/website';
import { MutationError } from '../../errors';
import type { AreaMutators } from '../types';

const fail = (issue: string | null) => {
  if (issue) throw new MutationError(issue);
};

/**
 * The client half of the seals services (server/services/org/seals): the same checks on the replica. What the server
 * alone knows (a keeper who is a serving member, the picture stored, the caller's name, who may revoke) comes back
 * with the pull or as a refusal on push.
 */
export const sealMutators = {
  async 'seal.save'(tx, a) {
    const before = await tx.get('seals', a.id);
    if (before && before.schoolId !== a.schoolId) throw new MutationError(SealMsg.missing);
    if (before?.state === 'destroyed') throw new MutationError(SealMsg.destroyed);
    if (sealNameTaken(await tx.where('seals', 'schoolId', a.schoolId), a.id, a.name)) throw new MutationError(SealMsg.nameTaken);
    // The keepers' names as the seals already show them (the pull brings the server's).
    const known = new Map((await tx.where('seals', 'schoolId', a.schoolId)).flatMap((s) => s.keepers.map((k) => [k.userId, k.name])));
    const { keeperIds, ...fields } = a;
    await tx.put('seals', {
      ...fields,
      keepers: keeperIds.map((userId) => ({ userId, name: known.get(userId) ?? '' })),
      state: before?.state ?? 'active',
    });
  },
  async 'seal.setState'(tx, a) {
    const seal = await tx.get('seals', a.id);
    if (!seal || seal.schoolId !== a.schoolId) throw new MutationError(SealMsg.missing);
    fail(sealStateIssue(seal.state, a.state));
    await tx.put('seals', { ...seal, state: a.state });
  },
  async 'sealUse.request'(tx, a) {
    if (await tx.get('sealUses', a.id)) throw new MutationError(SealMsg.exists);
    const seal = await tx.get('seals', a.sealId);
    fail(sealUsableIssue(seal && seal.schoolId === a.schoolId ? seal : undefined));
    await tx.put('sealUses', {
      id: a.id,
      schoolId: a.schoolId,
      sealId: a.sealId,
      sealName: seal?.name ?? '',
      // Who asked is the server's to write (the applicant's id and name come back with the pull).
      applicantId: 0,
      applicantName: '',
      purpose: a.purpose,
      copies: a.copies,
      requestedAt: uuidv7Time(a.id),
      approvalId: null,
      state: 'pending',
      issue: '',
      decidedById: null,
      decidedByName: '',
      decidedAt: null,
      rejectReason: '',
      usedAt: null,
      usedById: null,
      usedByName: '',
      usedPhoto: '',
      usedRemark: '',
    });
  },
  async 'sealUse.revoke'(tx, a) {
    const use = await tx.get('sealUses', a.id);
    if (!use || use.schoolId !== a.schoolId) throw new MutationError(SealMsg.useMissing);
    fail(sealUseMoveIssue(use.state, 'revoke'));
    await tx.put('sealUses', { ...use, state: 'revoked' });
  },
} satisfies AreaMutators<'seals'>;
