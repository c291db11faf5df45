import type { ApprovalKind, ApprovalTemplateRow } from '@contract';
import type { approvalTemplates } from '../../db/schema';
import { formatDateTime } from '../../lib/format';

/** A stored approval template as the devices hold it (`approvalTemplates`, contract/org/approvals.ts). */
export const toApprovalTemplateRow = (t: typeof approvalTemplates.$inferSelect): ApprovalTemplateRow => ({
  id: t.id,
  schoolId: t.schoolId,
  name: t.name,
  kind: t.kind as ApprovalKind,
  description: t.description,
  fields: t.fields,
  steps: t.steps,
  ccUserIds: t.ccUserIds,
  ccNames: t.ccNames,
  enabled: t.enabled,
  sort: t.sort,
  updateTime: formatDateTime(t.updatedAt),
});
