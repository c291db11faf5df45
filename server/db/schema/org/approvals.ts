import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ApprovalField, ApprovalForm, FlowStep, TemplateStepRow, TimelineEntry } from '@contract';
import { users } from '../account';
import { schoolRef } from '../columns';

/**
 * 审批模板 (docs/approvals.md): a school's form and flow, replicated to every member (`approvalTemplates`). A template
 * with applications is never deleted (they keep their own copy of its fields and resolved flow anyway): it is disabled.
 */
export const approvalTemplates = pgTable(
  'approval_templates',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    name: text('name').notNull(),
    /** contract/org/approvals.ts APPROVAL_KINDS: what passing it does (a leave writes staff attendance). */
    kind: text('kind').notNull(),
    description: text('description').notNull().default(''),
    fields: jsonb('fields').$type<ApprovalField[]>().notNull(),
    /** The steps as configured, each with the label of whom it names (names as of the last save). */
    steps: jsonb('steps').$type<TemplateStepRow[]>().notNull(),
    ccUserIds: jsonb('cc_user_ids').$type<number[]>().notNull().default([]),
    ccNames: jsonb('cc_names').$type<string[]>().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('approval_templates_school_idx').on(t.schoolId)],
);

/**
 * One application (审批单). Its fields and flow are copied when it arrives (the flow resolved to people then), so a
 * later change of the template, a position or a department head never changes an application under way. Who may act
 * now is kept in `waiting_ids` (the current step's approvers who have not decided, or the revoke's approvers), who
 * has decided in `decided_ids`, the copy-to people in `cc_ids`: the lists 待我审批, 我已审批 and 抄送我 read them.
 * An action locks the row (`FOR UPDATE`), so two approvers of one step never both move it.
 */
export const approvals = pgTable(
  'approvals',
  {
    id: uuid('id').primaryKey(),
    schoolId: schoolRef(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => approvalTemplates.id),
    templateName: text('template_name').notNull(),
    kind: text('kind').notNull(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => users.id),
    applicantName: text('applicant_name').notNull(),
    departmentName: text('department_name').notNull().default(''),
    fields: jsonb('fields').$type<ApprovalField[]>().notNull(),
    form: jsonb('form').$type<ApprovalForm>().notNull(),
    flow: jsonb('flow').$type<FlowStep[]>().notNull(),
    /** The step under way (null once finished). */
    currentStep: integer('current_step'),
    /** contract/org/approvals.ts APPROVAL_STATUS: 1 审批中, 2 已通过, 3 已拒绝, -1 撤销中, -2 已撤销. */
    status: smallint('status').notNull(),
    waitingIds: integer('waiting_ids').array().notNull().default([]),
    decidedIds: integer('decided_ids').array().notNull().default([]),
    ccIds: integer('cc_ids').array().notNull().default([]),
    ccNames: jsonb('cc_names').$type<string[]>().notNull().default([]),
    timeline: jsonb('timeline').$type<TimelineEntry[]>().notNull(),
    summary: text('summary').notNull().default(''),
    /** The device's time of 提交 (offline: before the server had it). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('approvals_school_created_idx').on(t.schoolId, t.submittedAt), index('approvals_applicant_idx').on(t.applicantId)],
);
