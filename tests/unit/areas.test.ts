import { AREA_NAMES, AREAS, isPermission, MEMBER, MUTATIONS, mutationLabel, OPERATION_MODULES, REPLICATED_TABLE_NAMES } from '@contract';
import { describe, expect, it } from 'vitest';
import { describeMutation } from '../../src/app/sync/describe-mutation';

/** The area files (contract/area.ts) are the one declaration every tier reads. */
describe('business areas', () => {
  const decls = AREA_NAMES.flatMap((a) => Object.entries(AREAS[a].mutations).map(([name, d]) => [a, name, d] as const));

  it('every mutation and table is an area’s, each declared once', () => {
    expect(Object.keys(MUTATIONS).sort()).toEqual(decls.map(([, name]) => name).sort());
    expect([...REPLICATED_TABLE_NAMES].sort()).toEqual(AREA_NAMES.flatMap((a) => Object.keys(AREAS[a].tables)).sort());
  });

  // A mutation changes data: a page's action (`'/YWGL/JCXX/BJGL:add'`), or MEMBER for the member's own files.
  it.each(decls)('%s %s: a Chinese label and a known action permission, or MEMBER', (_area, _name, d) => {
    expect(d.label).toMatch(/^[\u4e00-\u9fa5]+$/);
    const permission: string = d.permission;
    expect(permission === MEMBER || (isPermission(permission) && permission.includes(':'))).toBe(true);
  });

  it('the sync panel names a queued change by its area’s label', () => {
    expect(describeMutation('class.create', { name: '大一班' }, mutationLabel)).toBe('新增班级「大一班」');
    expect(describeMutation('siteNotice.create', { title: '开学通知' }, mutationLabel)).toBe('发布公告「开学通知」');
    expect(describeMutation('file.delete', {}, mutationLabel)).toBe('删除文件');
    expect(describeMutation('old.gone', {}, mutationLabel)).toBe('old.gone');
    // Before the labels have loaded (or offline before they are cached), a change is named as queued.
    expect(describeMutation('class.create', { name: '大一班' })).toBe('class.create「大一班」');
  });

  it('the operation log filters by the shell’s modules, then the areas’, in menu order', () => {
    expect(OPERATION_MODULES).toEqual([
      ...['系统登录', '园所切换', '学年设置', '角色权限', '财务管理', '订单管理', '组织架构', '园所信息', '个人中心'],
      ...[
        '班级管理',
        '幼儿管理',
        '招生管理',
        '幼儿考勤',
        '教职工考勤',
        '教职工管理',
        '审批',
        '印章管理',
        '收费项目',
        '账单管理',
        '退费管理',
        '记账管理',
        '其他收入',
        '支出报销',
        '支出提醒',
        '工资管理',
        // 校车总控 and 行驶记录 (the trips) come before 基础设置 in the menu.
        '校车跟车',
        '校车基础设置',
        '网站管理',
        ...['晨午检', '健康档案', '疫苗接种', '喂药登记'],
      ],
    ]);
  });
});
