import type { ClassRow } from '@contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ClassFormDialog } from '@/features/people/classes/ClassFormDialog';
import { signIn } from './fixtures';
import { renderWithProviders } from './render';

const mutate = vi.hoisted(() => vi.fn(async () => true));
vi.mock('@/lib/replica/use-mutate', () => ({ useMutate: () => mutate }));

/** The field a person types in (Mantine's select also labels its list). */
const field = (label: string) =>
  screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT' && el.getAttribute('type') !== 'hidden') as HTMLInputElement;

/** An option of the list the field opened (the field names its list in aria-controls). */
async function pick(label: string, option: string) {
  const input = field(label);
  fireEvent.click(input);
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
  fireEvent.click(await within(list).findByRole('option', { name: option, hidden: true }));
}

const staff = [
  { id: 7, name: '李晓雯', position: '教师' },
  { id: 9, name: '张敏', position: '保育员' },
];
const cls: ClassRow = {
  id: '0190a000-0000-7000-8000-000000000001',
  schoolId: 101,
  name: '小一班',
  grade: 2,
  sort: 0,
  headTeacher: '周老师',
  headTeacherId: 12,
  assistants: [],
};

describe('班级 add/edit dialog', () => {
  beforeEach(() => {
    signIn();
    mutate.mockClear();
  });

  it('checks the contract rules before saving', { timeout: 20_000 }, async () => {
    renderWithProviders(<ClassFormDialog opened onClose={() => {}} schoolId={101} schoolStyle={1} cls={null} staff={staff} noun="班级" />);
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入班级名称')).toBeTruthy();
    expect(mutate).not.toHaveBeenCalled();
  });

  it('saves teachers as member ids with their names; a new head teacher replaces the old', { timeout: 20_000 }, async () => {
    const onClose = vi.fn();
    renderWithProviders(<ClassFormDialog opened onClose={onClose} schoolId={101} schoolStyle={1} cls={cls} staff={staff} noun="班级" />);
    await screen.findByText('编辑班级');
    await pick('班主任', '李晓雯（教师）');
    await pick('配班教师', '张敏（保育员）');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(mutate).toHaveBeenCalled());
    expect(mutate).toHaveBeenCalledWith('class.update', {
      id: cls.id,
      schoolId: 101,
      name: '小一班',
      grade: 2,
      headTeacherId: 7,
      headTeacher: '李晓雯',
      assistants: [{ id: 9, name: '张敏' }],
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('offline, says the staff list cannot load and still offers the teachers the class has', { timeout: 20_000 }, async () => {
    renderWithProviders(<ClassFormDialog opened onClose={() => {}} schoolId={101} schoolStyle={1} cls={cls} staff={null} noun="班级" />);
    expect(await screen.findByText('离线时无法加载教职工名单，仅可选择该班级已有的教师。')).toBeTruthy();
    expect(field('班主任').value).toBe('周老师');
  });
});
