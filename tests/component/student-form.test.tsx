import type { ClassRow } from '@contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StudentFormDialog } from '@/features/people/students/StudentFormDialog';
import { signIn } from './fixtures';
import { renderWithProviders } from './render';

const mutate = vi.hoisted(() => vi.fn(async () => true));
vi.mock('@/lib/replica/use-mutate', () => ({ useMutate: () => mutate }));

const classes = [
  { id: '0193f0a0-0000-7000-8000-000000000001', schoolId: 101, name: '大一班', grade: 0, headTeacher: '', sort: 1 },
] as ClassRow[];

function open() {
  renderWithProviders(<StudentFormDialog opened onClose={() => {}} schoolId={101} classes={classes} student={null} noun="幼儿" />);
  return screen.getByRole('dialog', { name: '新增幼儿' });
}

function fillBasics(dialog: HTMLElement, idNumber: string) {
  fireEvent.change(within(dialog).getByLabelText(/姓名/), { target: { value: '林小雨' } });
  fireEvent.click(within(dialog).getByLabelText('女'));
  const birthday = within(dialog).getByLabelText(/出生日期/);
  fireEvent.change(birthday, { target: { value: '2021-05-06' } });
  fireEvent.blur(birthday);
  fireEvent.change(within(dialog).getByLabelText('证件号码'), { target: { value: idNumber } });
}

describe('新增幼儿 dialog: the ID number', () => {
  beforeEach(() => {
    signIn();
    mutate.mockClear();
  });

  it('refuses a resident ID with a wrong check digit under the field, saving nothing', { timeout: 20_000 }, async () => {
    const dialog = open();
    fillBasics(dialog, '110105202105061230');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('身份证号码不正确')).toBeTruthy();
    expect(mutate).not.toHaveBeenCalled();
  });

  it('refuses an ID whose birthday is not the one chosen', { timeout: 20_000 }, async () => {
    const dialog = open();
    fillBasics(dialog, '440304202203150025');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('身份证号码与出生日期不一致')).toBeTruthy();
    expect(mutate).not.toHaveBeenCalled();
  });

  it('saves a valid one with the record’s defaults (中国, no labels)', { timeout: 20_000 }, async () => {
    const dialog = open();
    fillBasics(dialog, '110105202105061239');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(mutate).toHaveBeenCalledWith(
        'student.create',
        expect.objectContaining({
          name: '林小雨',
          gender: 2,
          birthday: '2021-05-06',
          idType: 0,
          idNumber: '110105202105061239',
          nationality: '156',
          labels: [],
          bloodType: null,
        }),
      ),
    );
  });
});
