import { APPROVAL_STATUS, ApprovalMsg, type ApprovalTemplateRow, type FlowDecision, type FlowStep, type TimelineEntry } from '@contract';
import type { Db } from '../../../db/client';
import type { approvals } from '../../../db/schema';
import { formatDateTime } from '../../../lib/format';
import { departmentHead, holdersOf, type Member, principalsOf, servingMembers } from './approval-people';

/** The parts of an application an action changes. */
export type FlowState = Pick<
  typeof approvals.$inferSelect,
  'flow' | 'currentStep' | 'status' | 'waitingIds' | 'decidedIds' | 'timeline' | 'finishedAt'
>;

const approvedBy = (d: FlowDecision) => d.result === 'approved' || d.result === 'auto';

/** Whether a step has what it needs: one approval (或签), every approver's (会签), or it was passed automatically. */
export function stepPassed(step: FlowStep): boolean {
  if (step.decisions.some((d) => d.result === 'auto')) return true;
  if (step.decisions.some((d) => d.result === 'refused')) return false;
  if (step.mode === 'any') return step.decisions.some(approvedBy);
  return step.approvers.every((a) => step.decisions.some((d) => d.userId === a.userId && approvedBy(d)));
}

/** Who of a step has not decided yet. */
export const undecided = (step: FlowStep): number[] =>
  step.approvers.filter((a) => !step.decisions.some((d) => d.userId === a.userId)).map((a) => a.userId);

/**
 * Moves the application to its first step not yet passed (from `from`): its undecided approvers wait. Past the last
 * step it has passed. Returns whether it passed.
 */
export function advance(s: FlowState, from: number, now: Date): boolean {
  for (let k = from; k < s.flow.length; k++) {
    const step = s.flow[k] as FlowStep;
    if (stepPassed(step)) continue;
    s.currentStep = k;
    s.status = APPROVAL_STATUS.pending;
    s.waitingIds = undecided(step);
    return false;
  }
  s.currentStep = null;
  s.status = APPROVAL_STATUS.passed;
  s.waitingIds = [];
  s.finishedAt = now;
  return true;
}

/** Who must agree to revoke an application under way: everyone who has approved a step of it so far. */
export const revokeApprovers = (flow: readonly FlowStep[]): number[] => [
  ...new Set(flow.flatMap((st) => st.decisions.filter((d) => d.result === 'approved').map((d) => d.userId))),
];

/** Every person a flow names, by id (the names its lists show). */
export const namesOf = (flow: readonly FlowStep[]): Map<number, string> =>
  new Map(flow.flatMap((st) => [...st.approvers, ...st.decisions].map((p) => [p.userId, p.name] as const)));

export const entry = (
  action: TimelineEntry['action'],
  who: { userId: number | null; name: string },
  now: Date,
  step: number | null,
  comment = '',
): TimelineEntry => ({ action, userId: who.userId, name: who.name, comment, time: formatDateTime(now), step });

/**
 * The template's steps resolved to people as the application arrives (钉钉's rules): named people who still serve;
 * a position's holders; the applicant's department head (up the tree). Nobody approves their own application
 * (docs/approvals.md, "The applicant is never their own approver"): the applicant is left out of every step, and a
 * step that named only them goes to their superior (钉钉's 转交给直接上级: the head of their department up the tree
 * who is not themselves, else the principals); a step that finds nobody goes to the principals (园长). Only when
 * that leaves nobody but the applicant (the principal at the top of the school) does the step pass by itself
 * (自动通过), with the note on its decision.
 */
export async function resolveFlow(
  db: Db,
  schoolId: number,
  template: ApprovalTemplateRow,
  applicant: Member,
  now: Date,
): Promise<FlowStep[]> {
  const others = (members: readonly Member[]) => members.filter((m) => m.userId !== applicant.userId);
  const principals = others(await principalsOf(db, schoolId));
  const superior = async (): Promise<Member[]> => {
    const head = await departmentHead(db, schoolId, applicant.departmentId, applicant.userId);
    return head ? [head] : principals;
  };
  const flow: FlowStep[] = [];
  for (const step of template.steps) {
    let found: Member[];
    if (step.type === 'user') found = await servingMembers(db, schoolId, step.userIds);
    else if (step.type === 'position') found = step.positionId === null ? [] : await holdersOf(db, schoolId, step.positionId);
    else {
      const head = await departmentHead(db, schoolId, applicant.departmentId);
      found = head ? [head] : [];
    }
    let approvers = others(found);
    let label = step.label;
    if (approvers.length === 0 && found.length > 0) {
      approvers = await superior();
      if (approvers.length > 0) label = ApprovalMsg.toSuperior(step.label);
    } else if (approvers.length === 0) {
      approvers = principals;
      if (step.type === 'leader' && approvers.length > 0) label = ApprovalMsg.noLeader;
    }
    flow.push({
      label,
      type: step.type,
      mode: step.mode,
      approvers: approvers.map((m) => ({ userId: m.userId, name: m.name })),
      decisions:
        approvers.length === 0
          ? [{ userId: applicant.userId, name: applicant.name, result: 'auto', comment: ApprovalMsg.autoPassed, time: formatDateTime(now) }]
          : [],
    });
  }
  return flow;
}
