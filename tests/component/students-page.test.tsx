import type { ClassRow, StudentRow } from '@contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StudentsPage } from '@/features/people/students/StudentsPage';
import { allPermissionsBut, signIn } from './fixtures';
import { renderWithProviders } from './render';

// The replica's rows, as a store the page reads live; deleting through mutate takes a row out, as the replica would.
const store = vi.hoisted(() => {
  let rows: unknown[] = [];
  const listeners = new Set<() => void>();
  return {
    get: () => rows,
    set: (next: unknown[]) => {
      rows = next;
      for (const l of listeners) l();
    },
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
});
const mutate = vi.hoisted(() => vi.fn());
const invites = vi.hoisted(() => ({ listJoinRequests: vi.fn(), makeParentQrcodes: vi.fn() }));
const navigate = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/calls/parent-invites', () => invites);
vi.mock('@tanstack/react-router', async (original) => ({ ...(await original<object>()), useNavigate: () => navigate }));
const classes: ClassRow[] = [{ id: 'c1', schoolId: 101, name: '大一班', grade: 3, headTeacher: '', sort: 1 } as ClassRow];

vi.mock('@/lib/replica/replica', () => ({ useReplica: () => ({ db: null, schoolId: 101, schoolStyle: 1 }) }));
vi.mock('@/lib/replica/use-mutate', () => ({ useMutate: () => mutate }));
vi.mock('@/features/people/students/use-school-records', () => ({
  useClasses: () => classes,
  useStudents: () => useSyncExternalStore(store.subscribe, store.get) as StudentRow[],
  useGuardians: () => [],
  useStudentExceptions: () => [],
}));

const child = (i: number): StudentRow =>
  ({
    id: `s${i}`,
    schoolId: 101,
    classId: 'c1',
    name: `幼儿${String(i).padStart(2, '0')}`,
    gender: 1,
    birthday: '2021-05-01',
    status: 1,
    labels: [],
  }) as unknown as StudentRow;

describe('幼儿管理 list', () => {
  beforeEach(() => {
    signIn();
    store.set(Array.from({ length: 11 }, (_, i) => child(i + 1)));
    mutate.mockReset();
    invites.listJoinRequests.mockReset().mockResolvedValue([]);
    mutate.mockImplementation(async (name: string, args: { id: string }) => {
      if (name === 'student.delete') store.set(store.get().filter((s) => (s as StudentRow).id !== args.id));
      return true;
    });
  });

  it('deleting the only row of the last page shows the page before it, not an empty page', { timeout: 20_000 }, async () => {
    renderWithProviders(<StudentsPage />);
    expect(screen.getByText('共 11 条')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    const row = (await screen.findByText('幼儿11')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));

    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(mutate).toHaveBeenCalledWith('student.delete', { id: 's11', schoolId: 101 });
    await waitFor(() => expect(screen.getByText('共 10 条')).toBeTruthy());
    expect(screen.getByText('幼儿01')).toBeTruthy();
    expect(screen.getByText('幼儿10')).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
  });

  it('a new child is checked by the contract rules before anything is saved', { timeout: 20_000 }, async () => {
    renderWithProviders(<StudentsPage />);
    fireEvent.click(screen.getByRole('button', { name: '新增幼儿' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }, { timeout: 5000 }));
    expect(await screen.findByText('请输入姓名')).toBeTruthy();
    expect(screen.getByText('请选择性别')).toBeTruthy();
    expect(screen.getByText('请选择出生日期')).toBeTruthy();
    expect(mutate).not.toHaveBeenCalled();
  });

  it('offers only what the member’s position grants: no 新增 or 删除 without them, 编辑 with it', async () => {
    signIn({ permissions: allPermissionsBut('/YWGL/JCXX/YEGL:add', '/YWGL/JCXX/YEGL:remove') });
    renderWithProviders(<StudentsPage />);
    const row = (await screen.findByText('幼儿01')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: '编辑' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: '新增幼儿' })).toBeNull();
  });

  it('a member who may neither edit nor delete keeps only 档案 (to read the family) in 操作', async () => {
    signIn({ permissions: allPermissionsBut('/YWGL/JCXX/YEGL:edit', '/YWGL/JCXX/YEGL:remove') });
    renderWithProviders(<StudentsPage />);
    const row = (await screen.findByText('幼儿01')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: '档案' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(row).queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.getByRole('button', { name: '新增幼儿' })).toBeTruthy();
  });

  it('without 调班, 离园 and 毕业 there are no check boxes and no batch buttons', async () => {
    signIn({
      permissions: allPermissionsBut('/YWGL/JCXX/YEGL:changeClass', '/YWGL/JCXX/YEGL:leave', '/YWGL/JCXX/YEGL:graduate'),
    });
    renderWithProviders(<StudentsPage />);
    await screen.findByText('幼儿01');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: '离园' })).toBeNull();
  });

  it('a batch 离园 of the ticked children sends their ids with the date and the reason', { timeout: 20_000 }, async () => {
    renderWithProviders(<StudentsPage />);
    const leave = screen.getByRole('button', { name: '离园' }) as HTMLButtonElement;
    expect(leave.disabled).toBe(true);
    for (const n of ['幼儿01', '幼儿02']) {
      const row = (await screen.findByText(n)).closest('tr') as HTMLElement;
      fireEvent.click(within(row).getByRole('checkbox', { name: '选择' }));
    }
    fireEvent.click(leave);
    const dialog = await screen.findByRole('dialog', { name: '幼儿离园' });
    expect(within(dialog).getByText('已选择 2 名幼儿')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入离园原因')).toBeTruthy();
    expect(mutate).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/离园原因/), { target: { value: '搬家' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(mutate).toHaveBeenCalledWith('student.leave', {
        schoolId: 101,
        ids: ['s1', 's2'],
        leaveDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        leaveReason: '搬家',
      }),
    );
    expect(await screen.findByText('离园成功')).toBeTruthy();
  });

  it('offers 邀请家长, 家长申请 with the number waiting, and a child’s own code with its expiry', { timeout: 20_000 }, async () => {
    invites.listJoinRequests.mockResolvedValue([{ id: 'r1' }, { id: 'r2' }]);
    const expireTime = new Date('2026-12-02T09:30:00+08:00').getTime();
    invites.makeParentQrcodes.mockResolvedValue([{ studentId: 's1', studentName: '幼儿01', className: '大一班', key: 'k1', expireTime }]);
    renderWithProviders(<StudentsPage />);
    expect((await screen.findByTestId('pending-join-requests')).textContent).toBe('2');
    expect(invites.listJoinRequests).toHaveBeenCalledWith(101, 0, { quiet: true });
    fireEvent.click(screen.getByRole('button', { name: /家长申请/ }));
    expect(navigate).toHaveBeenCalledWith({ to: '/YWGL/JCXX/JZYQ' });
    expect(screen.getByRole('button', { name: '邀请家长' })).toBeTruthy();

    const row = (await screen.findByText('幼儿01')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: '邀请' }));
    const dialog = await screen.findByRole('dialog', { name: '邀请家长' });
    // Nothing is made on opening: a new code would kill the printed one.
    expect(invites.makeParentQrcodes).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: '生成二维码' }));
    expect(await within(dialog).findByTestId('child-qr-expiry')).toHaveProperty('textContent', expect.stringContaining('2026/12/2'));
    expect(invites.makeParentQrcodes).toHaveBeenCalledWith(101, { studentIds: ['s1'] });
  });

  it('without the invite and review rights there is no 邀请家长, no 家长申请 and no 邀请', async () => {
    signIn({ permissions: allPermissionsBut('/YWGL/JCXX/YEGL:inviteParents', '/YWGL/JCXX/YEGL:reviewParents') });
    renderWithProviders(<StudentsPage />);
    const row = (await screen.findByText('幼儿01')).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: '邀请' })).toBeNull();
    expect(screen.queryByRole('button', { name: '邀请家长' })).toBeNull();
    expect(screen.queryByRole('button', { name: /家长申请/ })).toBeNull();
    expect(invites.listJoinRequests).not.toHaveBeenCalled();
  });
});
