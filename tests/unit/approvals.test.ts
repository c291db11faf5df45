import { describe, expect, it } from 'vitest';
import {
  type ApprovalField,
  daysOf,
  FIXED_FIELDS,
  formatFieldValue,
  formIssue,
  formSummary,
  leaveTypeCode,
  rangeDays,
  saveTemplateSchema,
  templateFieldsIssue,
} from '@contract';

const f = (key: string, kind: ApprovalField['kind'], extra: Partial<ApprovalField> = {}): ApprovalField => ({
  key,
  label: key,
  kind,
  required: true,
  options: [],
  multiple: false,
  placeholder: '',
  ...extra,
});

/** The form check the device and the server share (contract/org/approvals.ts). */
describe('approval forms', () => {
  it('checks each kind of field the way the designer offers it', () => {
    const fields = [
      f('t', 'text'),
      f('n', 'number', { required: false }),
      f('m', 'money', { required: false }),
      f('c', 'choice', { options: ['甲', '乙'], multiple: true }),
      f('p', 'picture', { required: false }),
      f('a', 'attachment', { required: false }),
    ];
    const ok = {
      t: '文字',
      n: 2.5,
      m: 12_050,
      c: ['甲'],
      p: ['/demo/website/cover-1.svg'],
      a: [{ filePath: 'x/1.pdf', fileName: '1.pdf', size: 3 }],
    };
    expect(formIssue(fields, ok)).toBeNull();
    expect(formIssue(fields, { ...ok, t: ' ' })?.message).toBe('请填写t');
    expect(formIssue(fields, { ...ok, n: 1.234 })?.message).toBe('n超出范围');
    expect(formIssue(fields, { ...ok, m: 12.5 })?.message).toBe('m请输入正确的金额（最多两位小数）');
    expect(formIssue(fields, { ...ok, c: ['丙'] })?.message).toBe('c的选项不正确');
    expect(formIssue(fields, { ...ok, c: ['甲', '甲'] })?.message).toBe('c的选项不正确');
    expect(formIssue(fields, { ...ok, p: ['javascript:alert(1)'] })?.message).toBe('p的文件不正确');
    expect(formIssue(fields, { ...ok, a: [{ filePath: 'x', fileName: 'y' }] })?.message).toBe('a的文件不正确');
    expect(formIssue(fields, { ...ok, z: 1 })?.message).toBe('表单包含未知字段');
    expect(formIssue(fields, { ...ok, t: 'a\u0000b' })?.message).toBe('内容包含无效字符');
  });

  it('counts a date range both days included, and writes values as lists show them', () => {
    const r = { start: '2026-12-31', end: '2027-01-02' };
    expect(rangeDays(r)).toBe(3);
    expect(daysOf(r)).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
    expect(formatFieldValue({ kind: 'dateRange' }, r)).toBe('2026-12-31 至 2027-01-02（共3天）');
    expect(formatFieldValue({ kind: 'money' }, 128_050)).toBe('¥1,280.50');
    const leave = FIXED_FIELDS.leave ?? [];
    expect(formSummary(leave, { leaveType: '年假', range: r, reason: '探亲' })).toBe(
      '请假类型：年假；请假时间：2026-12-31 至 2027-01-02（共3天）',
    );
    expect([leaveTypeCode('病假'), leaveTypeCode('事假'), leaveTypeCode('年假'), leaveTypeCode('调休')]).toEqual([1, 2, 3, 4]);
  });

  it('keeps a kind’s fixed fields and refuses a template without steps', () => {
    const leave = FIXED_FIELDS.leave ?? [];
    expect(templateFieldsIssue('leave', leave)).toBeNull();
    expect(templateFieldsIssue('leave', leave.slice(1))).toBe('该类型模板必须包含字段“请假类型”');
    expect(templateFieldsIssue('leave', [{ ...(leave[0] as ApprovalField), options: ['病假'] }, ...leave.slice(1)])).toBe(
      '该类型模板必须包含字段“请假类型”',
    );
    expect(templateFieldsIssue('general', [f('x', 'text'), f('x', 'number')])).toBe('字段标识重复');
    const base = { schoolId: 101, id: '0196f5c2-7d3a-7abc-8def-0123456789ab', name: '外出', kind: 'general', fields: [f('x', 'text')] };
    expect(saveTemplateSchema.safeParse({ ...base, steps: [] }).error?.issues[0]?.message).toBe('请至少添加一个审批节点');
    expect(saveTemplateSchema.safeParse({ ...base, steps: [{ type: 'user', userIds: [] }] }).error?.issues[0]?.message).toBe(
      '请选择审批人',
    );
    expect(saveTemplateSchema.safeParse({ ...base, steps: [{ type: 'position' }] }).error?.issues[0]?.message).toBe('请选择岗位');
    expect(saveTemplateSchema.safeParse({ ...base, steps: [{ type: 'leader' }] }).success).toBe(true);
  });
});
