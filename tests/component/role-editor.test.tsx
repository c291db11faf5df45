import type { RoleDetail, RoleListItem, RoleMenuNode } from '@contract';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RightsTree } from '@/features/org/roles/RightsTree';
import { RolesPage } from '@/features/org/roles/RolesPage';
import { allPermissionsBut, signIn } from './fixtures';
import { renderWithProviders } from './render';

const page = (name: string, path: string, actions: [string, string][] = []): RoleMenuNode => ({
  name,
  path,
  actions: actions.map(([a, label]) => ({ key: `${path}:${a}` as RoleMenuNode['actions'][number]['key'], label })),
  children: [],
});
const TREE: RoleMenuNode[] = [
  {
    name: '智慧园务',
    path: '',
    actions: [],
    children: [
      {
        name: '基础信息',
        path: '/YWGL/JCXX',
        actions: [],
        children: [page('班级管理', '/YWGL/JCXX/BJGL', [['add', '新增']]), page('幼儿管理', '/YWGL/JCXX/YEGL', [['add', '新增']])],
      },
    ],
  },
];

const calls = vi.hoisted(() => ({
  roles: [] as RoleListItem[],
  details: {} as Record<number, RoleDetail>,
  save: vi.fn(),
}));
vi.mock('@/lib/api/calls/get-roles', () => ({ getRoles: async () => calls.roles }));
vi.mock('@/lib/api/calls/get-role-menu-rights', () => ({ getRoleMenuRights: async () => TREE }));
vi.mock('@/lib/api/calls/get-role-detail', () => ({ getRoleDetail: async (_s: number, id: number) => calls.details[id] }));
vi.mock('@/lib/api/calls/save-role-rights', () => ({ saveRoleRights: calls.save }));

function Editor({ initial, readOnly = false }: { initial: string[]; readOnly?: boolean }) {
  const [granted, setGranted] = useState<Set<string>>(new Set(initial));
  return (
    <>
      <RightsTree tree={TREE} granted={granted} readOnly={readOnly} onChange={setGranted} />
      <output>{[...granted].sort().join(',')}</output>
    </>
  );
}
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const held = () => screen.getByRole('status').textContent;

describe('the role editor’s tree', () => {
  it('a group checks and unchecks its pages and is indeterminate when some are checked', () => {
    renderWithProviders(<Editor initial={[]} />);
    fireEvent.click(box('基础信息'));
    expect(held()).toBe('/YWGL/JCXX/BJGL,/YWGL/JCXX/YEGL');
    expect(box('智慧园务').checked).toBe(true);
    fireEvent.click(box('幼儿管理'));
    expect(box('基础信息').checked).toBe(false);
    expect(box('基础信息').dataset.indeterminate).toBe('true');
    fireEvent.click(box('基础信息'));
    expect(held()).toBe('/YWGL/JCXX/BJGL,/YWGL/JCXX/YEGL');
  });

  it('an action can be checked only with its page, and goes when its page goes', () => {
    renderWithProviders(<Editor initial={['/YWGL/JCXX/BJGL']} />);
    expect(box('幼儿管理 · 新增').disabled).toBe(true);
    fireEvent.click(box('幼儿管理'));
    expect(box('幼儿管理 · 新增').disabled).toBe(false);
    fireEvent.click(box('幼儿管理 · 新增'));
    expect(held()).toContain('/YWGL/JCXX/YEGL:add');
    fireEvent.click(box('基础信息'));
    expect(held()).toBe('');
    // Checked again, the pages come back without the action.
    fireEvent.click(box('基础信息'));
    expect(held()).toBe('/YWGL/JCXX/BJGL,/YWGL/JCXX/YEGL');
    expect(box('幼儿管理 · 新增').checked).toBe(false);
  });

  it('read-only: nothing can be changed', () => {
    renderWithProviders(<Editor initial={['/YWGL/JCXX/YEGL']} readOnly />);
    for (const name of ['智慧园务', '基础信息', '幼儿管理', '幼儿管理 · 新增']) expect(box(name).disabled).toBe(true);
  });
});

describe('角色权限 screen', () => {
  beforeEach(() => {
    calls.roles = [
      { positionId: 1, positionName: '园长', memberCount: 1, allRights: true },
      { positionId: 3, positionName: '教师', memberCount: 2, allRights: false },
    ];
    calls.details = {
      1: { positionId: 1, positionName: '园长', allRights: true, permissions: ['/YWGL/JCXX/BJGL', '/YWGL/JCXX/YEGL'] },
      3: { positionId: 3, positionName: '教师', allRights: false, permissions: ['/YWGL/JCXX/YEGL', '/YWGL/JCXX/YEGL:add'] },
    };
    calls.save.mockReset();
  });

  it('shows the principal’s position read-only with the reason, and another position editable', async () => {
    signIn();
    renderWithProviders(<RolesPage />);
    expect(await screen.findByText('该岗位拥有全部权限，无需设置，也不能修改。')).toBeTruthy();
    expect(box('幼儿管理').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();

    fireEvent.click(screen.getByText('教师'));
    expect(await screen.findByText('已选 2 项')).toBeTruthy();
    expect(box('幼儿管理 · 新增').checked).toBe(true);
    fireEvent.click(box('幼儿管理 · 新增'));
    expect(screen.getByText('未保存')).toBeTruthy();
    // Another position while unsaved: asked first; 取消 keeps the change.
    fireEvent.click(screen.getByText('园长'));
    expect(await screen.findByText('有未保存的内容，确定离开吗？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(box('幼儿管理 · 新增').checked).toBe(false);
  });

  it('without 修改角色权限 the rights are shown, not changed', async () => {
    signIn({ permissions: allPermissionsBut('/JCSZ/JSGL:edit') });
    renderWithProviders(<RolesPage />);
    fireEvent.click(await screen.findByText('教师'));
    expect(await screen.findByText('您没有修改角色权限的权限，只能查看。')).toBeTruthy();
    expect(box('幼儿管理 · 新增').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(screen.queryByRole('button', { name: '恢复推荐权限' })).toBeNull();
  });
});
