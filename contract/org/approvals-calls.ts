import { defineCall, unchecked } from '../call';
import {
  APPROVAL_MANAGE_PATH,
  APPROVAL_SETTINGS_PATH,
  APPROVAL_TEMPLATE_EDIT,
  approvalBoxQuerySchema,
  type ApprovalDetail,
  type ApprovalListRow,
  approvalManageQuerySchema,
  type ApprovalOptions,
  approvalRefSchema,
  approvalSchoolQuerySchema,
  type ApprovalTemplateRow,
  decideApprovalSchema,
  revokeApprovalSchema,
  saveTemplateSchema,
  templateRefSchema,
} from './approvals';
import { MUTATION_DECLS } from '../areas';
import type { Paged } from '../orders/school-orders';
import { MEMBER } from '../permissions';
import { MUTATIONS } from '../sync/mutations';

/** The HTTP calls of server/routes/org/approvals.ts, as the client makes them (contract/call.ts). */
export const approvalsCalls = {
  listApprovalTemplates: defineCall({
    method: 'GET',
    path: '/park/approval/templates',
    permission: MEMBER,
    input: approvalSchoolQuerySchema,
  }),
  approvalOptions: defineCall({
    method: 'GET',
    path: '/park/approval/options',
    permission: APPROVAL_SETTINGS_PATH,
    input: approvalSchoolQuerySchema,
    output: unchecked<ApprovalOptions>(),
  }),
  saveApprovalTemplate: defineCall({
    method: 'POST',
    path: '/park/approval/template/save',
    permission: APPROVAL_TEMPLATE_EDIT,
    input: saveTemplateSchema,
    output: unchecked<ApprovalTemplateRow>(),
  }),
  deleteApprovalTemplate: defineCall({
    method: 'POST',
    path: '/park/approval/template/delete',
    permission: APPROVAL_TEMPLATE_EDIT,
    input: templateRefSchema,
    output: unchecked<null>(),
  }),
  submitApproval: defineCall({
    method: 'POST',
    path: '/park/approval/submit',
    permission: MUTATION_DECLS['approval.submit'].permission,
    input: MUTATIONS['approval.submit'],
  }),
  listApprovalBox: defineCall({
    method: 'GET',
    path: '/park/approval/list',
    permission: MEMBER,
    input: approvalBoxQuerySchema,
    output: unchecked<Paged<ApprovalListRow>>(),
  }),
  approvalDetail: defineCall({
    method: 'GET',
    path: '/park/approval/detail',
    permission: MEMBER,
    input: approvalRefSchema,
    output: unchecked<ApprovalDetail>(),
  }),
  decideApproval: defineCall({
    method: 'POST',
    path: '/park/approval/decide',
    permission: MEMBER,
    input: decideApprovalSchema,
    output: unchecked<ApprovalDetail>(),
  }),
  revokeApproval: defineCall({
    method: 'POST',
    path: '/park/approval/revoke',
    permission: MEMBER,
    input: revokeApprovalSchema,
    output: unchecked<ApprovalDetail>(),
  }),
  listSchoolApprovals: defineCall({
    method: 'GET',
    path: '/park/approval/manage',
    permission: APPROVAL_MANAGE_PATH,
    input: approvalManageQuerySchema,
    output: unchecked<Paged<ApprovalListRow>>(),
  }),
};
