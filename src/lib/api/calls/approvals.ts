import { approvalsCalls } from '@contract/org/approvals-calls';
import { call } from '../call';
import type { ApprovalBox, SaveTemplateInput } from '@contract/org/approvals';

/** 审批 (docs/approvals.md): online calls. Submitting is the sync mutation `approval.submit`. */
const quiet = { quiet: 'unreachable' as const };

export const getApprovalBox = (p: { schoolId: number; box: ApprovalBox; pageNum: number; pageSize: number; status?: number }) =>
  call(approvalsCalls.listApprovalBox, p, quiet);
export interface ManageFilters {
  templateId?: string;
  status?: number;
  applicant?: string;
  from?: string;
  to?: string;
}
export const getSchoolApprovals = (p: { schoolId: number; pageNum: number; pageSize: number } & ManageFilters) =>
  call(approvalsCalls.listSchoolApprovals, { ...p }, quiet);
export const getApprovalDetail = (schoolId: number, id: string) => call(approvalsCalls.approvalDetail, { schoolId, id });
export const decideApproval = (schoolId: number, id: string, action: 'approve' | 'refuse', comment: string) =>
  call(approvalsCalls.decideApproval, { schoolId, id, action, comment });
export const revokeApproval = (schoolId: number, id: string, comment = '') =>
  call(approvalsCalls.revokeApproval, { schoolId, id, comment });
export const getApprovalOptions = (schoolId: number) => call(approvalsCalls.approvalOptions, { schoolId });
export const saveApprovalTemplate = (input: SaveTemplateInput) => call(approvalsCalls.saveApprovalTemplate, input);
export const deleteApprovalTemplate = (schoolId: number, id: string) => call(approvalsCalls.deleteApprovalTemplate, { schoolId, id });
