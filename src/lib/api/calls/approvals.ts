import type {
  ApprovalBox,
  ApprovalDetail,
  ApprovalListRow,
  ApprovalOptions,
  ApprovalTemplateRow,
  SaveTemplateInput,
} from '@contract/org/approvals';
import type { Paged } from '@contract/orders/school-orders';
import { request } from '../client';

/** 审批 (docs/approvals.md): online calls. Submitting is the sync mutation `approval.submit`. */
const quiet = { quiet: 'unreachable' as const };

export const getApprovalBox = (p: { schoolId: number; box: ApprovalBox; pageNum: number; pageSize: number; status?: number }) =>
  request<Paged<ApprovalListRow>>('/park/approval/list', { params: p, ...quiet });
export interface ManageFilters {
  templateId?: string;
  status?: number;
  applicant?: string;
  from?: string;
  to?: string;
}
export const getSchoolApprovals = (p: { schoolId: number; pageNum: number; pageSize: number } & ManageFilters) =>
  request<Paged<ApprovalListRow>>('/park/approval/manage', { params: { ...p }, ...quiet });
export const getApprovalDetail = (schoolId: number, id: string) =>
  request<ApprovalDetail>('/park/approval/detail', { params: { schoolId, id } });
export const decideApproval = (schoolId: number, id: string, action: 'approve' | 'refuse', comment: string) =>
  request<ApprovalDetail>('/park/approval/decide', { method: 'POST', json: { schoolId, id, action, comment } });
export const revokeApproval = (schoolId: number, id: string, comment = '') =>
  request<ApprovalDetail>('/park/approval/revoke', { method: 'POST', json: { schoolId, id, comment } });
export const getApprovalOptions = (schoolId: number) => request<ApprovalOptions>('/park/approval/options', { params: { schoolId } });
export const saveApprovalTemplate = (input: SaveTemplateInput) =>
  request<ApprovalTemplateRow>('/park/approval/template/save', { method: 'POST', json: input });
export const deleteApprovalTemplate = (schoolId: number, id: string) =>
  request<null>('/park/approval/template/delete', { method: 'POST', json: { schoolId, id } });
