import type { ClassRow } from '@contract';
import { MedicationMsg } from '@contract/health/medication';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EntrustDialog } from '@/features/health/medication/EntrustDialog';
import { signIn } from './fixtures';
import { renderWithProviders } from './render';

const mutate = vi.hoisted(() => vi.fn(async () => true));
vi.mock('@/lib/replica/use-mutate', () => ({ useMutate: () => mutate }));
vi.mock('@/lib/replica/replica', () => ({ useReplica: () => ({ db: null, schoolId: 101, schoolStyle: 1 }) }));
const rows = vi.hoisted(() => ({
  students: [
    {
      id: '0190a000-0000-7000-8000-0000000000a1',
      schoolId: 101,
      classId: '0190a000-0000-7000-8000-000000000001',
      name: '王小明',
      status: 1,
    },
    { id: '0190a000-0000-7000-8000-0000000000a2', schoolId: 101, classId: '0190a000-0000-7000-8000-000000000002', name: '别班', status: 1 },
  ],
  guardians: [{ id: 'g1', schoolId: 101, studentId: '0190a000-0000-7000-8000-0000000000a1', name: '王芳', relation: 1 }],
}));
vi.mock('@/lib/replica/use-school-rows', () => ({ useSchoolRows: (table: keyof typeof rows) => rows[table] ?? [] }));

/** The field a person types in, by its label (a required one's label ends in *; Mantine's select also labels its list). */
const field = (label: string) =>
  screen
    .getAllByLabelText(new RegExp(`^${label}`))
    .find((el) => el.tagName === 'INPUT' && el.getAttribute('type') !== 'hidden') as HTMLInputElement;
async function pick(label: string, option: string) {
  const input = field(label);
  fireEvent.click(input);
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
  fireEvent.click(await within(list).findByRole('option', { name: option, hidden: true }));
}

const classes: ClassRow[] = [
  {
    id: '0190a000-0000-7000-8000-000000000001',
    schoolId: 101,
    name: '大一班',
    grade: 0,
    sort: 0,
    headTeacher: '',
    headTeacherId: 7,
    assistants: [],
  },
];

describe('新增委托 (喂药登记)', () => {
  beforeEach(() => {
    signIn();
    mutate.mockClear();
  });

  it('says what is missing with the contract’s words and saves nothing', { timeout: 20_000 }, async () => {
    renderWithProviders(<EntrustDialog opened onClose={() => {}} classes={classes} />);
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText(MedicationMsg.medicine)).toBeTruthy();
    expect(screen.getByText(MedicationMsg.timings)).toBeTruthy();
    expect(screen.getByText(MedicationMsg.guardianName)).toBeTruthy();
    expect(mutate).not.toHaveBeenCalled();
  });

  it('offers the class’s children and their family, and entrusts with the timings in order', { timeout: 20_000 }, async () => {
    const onClose = vi.fn();
    renderWithProviders(<EntrustDialog opened onClose={onClose} classes={classes} />);
    await pick('班级', '大一班');
    await pick('幼儿', '王小明');
    fireEvent.change(field('药品名称'), { target: { value: '阿莫西林颗粒' } });
    fireEvent.change(field('每次剂量'), { target: { value: '1包' } });
    fireEvent.click(screen.getByRole('button', { name: '午餐后 12:00' }));
    fireEvent.click(screen.getByRole('button', { name: '早餐后 08:40' }));
    await pick('委托人', '王芳');
    expect(field('与幼儿关系').value).toBe('母亲');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(mutate).toHaveBeenCalled());
    expect(mutate).toHaveBeenCalledWith(
      'medication.entrust',
      expect.objectContaining({
        schoolId: 101,
        studentId: rows.students[0]?.id,
        medicine: '阿莫西林颗粒',
        dose: '1包',
        method: 1,
        timings: [2, 4],
        days: 1,
        remindBefore: 15,
        guardianName: '王芳',
        guardianRelation: '母亲',
      }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
