import type { FastifyInstance } from 'fastify';
import {
  APPROVAL_MANAGE_PATH,
  APPROVAL_SETTINGS_PATH,
  APPROVAL_TEMPLATE_EDIT,
  approvalBoxQuerySchema,
  approvalManageQuerySchema,
  ApprovalMsg,
  approvalRefSchema,
  approvalSchoolQuerySchema,
  decideApprovalSchema,
  MEMBER,
  MUTATION_DECLS,
  MUTATIONS,
  revokeApprovalSchema,
  saveTemplateSchema,
  templateRefSchema,
} from '@contract';
import { approvalOptions } from '../services/org/approvals/approval-people';
import { decideApproval, revokeApproval } from '../services/org/approvals/decide-approval';
import { approvalDetail, listApprovalBox, listSchoolApprovals } from '../services/org/approvals/list-approvals';
import { deleteApprovalTemplate, listApprovalTemplates, saveApprovalTemplate } from '../services/org/approvals/save-template';
import { submitApproval } from '../services/org/approvals/submit-approval';
import type { AuthedContext } from '../services/context';
import type { RouteDeps } from './deps';
import { body, query, serviceRoutes } from './service-route';

/**
 * 审批 (docs/approvals.md; SPEC §7 "approval services"): templates (审批设置), applying (also the sync mutation
 * `approval.submit`), the caller's lists, deciding and revoking (online: they need the server's answer), and the
 * school's list for 审批管理.
 */
export function approvalRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  const base = '/park/approval';
  const tx = true;

  route('GET', `${base}/templates`, { permission: MEMBER, input: query(approvalSchoolQuerySchema), run: listApprovalTemplates });
  route('GET', `${base}/options`, {
    permission: APPROVAL_SETTINGS_PATH,
    input: query(approvalSchoolQuerySchema),
    run: (ctx: AuthedContext, i: { schoolId: number }) => approvalOptions(ctx.db, i.schoolId),
  });
  route('POST', `${base}/template/save`, {
    permission: APPROVAL_TEMPLATE_EDIT,
    input: body(saveTemplateSchema),
    run: saveApprovalTemplate,
    msg: ApprovalMsg.templateSaved,
    tx,
  });
  route('POST', `${base}/template/delete`, {
    permission: APPROVAL_TEMPLATE_EDIT,
    input: body(templateRefSchema),
    run: deleteApprovalTemplate,
    msg: ApprovalMsg.templateDeleted,
    tx,
  });

  route('POST', `${base}/submit`, {
    permission: MUTATION_DECLS['approval.submit'].permission,
    input: body(MUTATIONS['approval.submit']),
    run: submitApproval,
    msg: ApprovalMsg.submitted,
    tx,
  });
  route('GET', `${base}/list`, { permission: MEMBER, input: query(approvalBoxQuerySchema), run: listApprovalBox });
  route('GET', `${base}/detail`, { permission: MEMBER, input: query(approvalRefSchema), run: approvalDetail });
  route('POST', `${base}/decide`, {
    permission: MEMBER,
    input: body(decideApprovalSchema),
    run: decideApproval,
    msg: (i) => (i.action === 'approve' ? ApprovalMsg.approved : ApprovalMsg.refused),
    tx,
  });
  route('POST', `${base}/revoke`, { permission: MEMBER, input: body(revokeApprovalSchema), run: revokeApproval, msg: '操作成功', tx });
  route('GET', `${base}/manage`, { permission: APPROVAL_MANAGE_PATH, input: query(approvalManageQuerySchema), run: listSchoolApprovals });
}
