import { childStatuses } from '@contract/health/vaccination-stats';
import { type VaccineDoseRow, vaccineDoseId } from '@contract/health/vaccinations';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CertificateDialog } from '@/features/health/vaccinations/CertificateDialog';
import { signIn } from './fixtures';
import { renderWithProviders } from './render';

const mutate = vi.hoisted(() => vi.fn(async () => true));
vi.mock('@/lib/replica/use-mutate', () => ({ useMutate: () => mutate }));

const child = { id: '0190a000-0000-7000-8000-0000000000c1', name: '陈晴沐', classId: 'c1', birthday: '2022-03-15' };
const dose = (vaccine: string, doseNo: number, day: string): VaccineDoseRow => ({
  id: vaccineDoseId(child.id, vaccine, doseNo),
  schoolId: 101,
  studentId: child.id,
  vaccine,
  doseNo,
  day,
  place: '',
  batch: '',
  source: 1,
  note: '',
  updatedBy: null,
  updatedByName: '',
  updatedAt: '',
});
// Everything due by 25 months but 乙脑减毒 2 (2岁).
const doses = [
  ...[1, 2, 3].map((n, i) => dose('HepB', n, ['2022-03-15', '2022-04-15', '2022-09-15'][i] as string)),
  dose('BCG', 1, '2022-03-16'),
  dose('IPV', 1, '2022-05-15'),
  dose('IPV', 2, '2022-06-15'),
  dose('bOPV', 1, '2022-07-15'),
  ...[1, 2, 3, 4].map((n, i) => dose('DTaP', n, ['2022-06-15', '2022-07-15', '2022-08-15', '2023-09-15'][i] as string)),
  dose('MMR', 1, '2022-11-15'),
  dose('MMR', 2, '2023-09-15'),
  dose('JE-L', 1, '2022-11-16'),
  dose('MPSV-A', 1, '2022-09-16'),
  dose('MPSV-A', 2, '2022-12-15'),
  dose('HepA-L', 1, '2023-09-16'),
];

describe('接种证录入 grid', () => {
  beforeEach(() => {
    signIn();
    mutate.mockClear();
  });

  it('shows recorded days, the missing dose in red by its age, and removes a dose tapped', { timeout: 20_000 }, async () => {
    const [status] = childStatuses([child], doses, [], '2024-04-20');
    renderWithProviders(<CertificateDialog status={status ?? null} schoolId={101} doses={doses} className="大一班" onClose={() => {}} />);
    expect(await screen.findByText('接种证录入：陈晴沐（大一班，出生日期 2022-03-15）')).toBeTruthy();
    expect(screen.getByText('缺种 1 剂')).toBeTruthy();
    expect(screen.getByRole('button', { name: '乙脑减毒活疫苗 第2剂' }).textContent).toBe('缺 · 2岁');
    // Not yet due at 25 months: 流脑 AC 1 (3岁) shows its age, not 缺.
    expect(screen.getByRole('button', { name: 'A群C群流脑多糖疫苗 第1剂' }).textContent).toBe('3岁');
    fireEvent.click(screen.getByRole('button', { name: '麻腮风疫苗 第1剂 2022-11-15' }));
    expect(await screen.findByText(/推荐接种年龄：8月龄/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    await waitFor(() =>
      expect(mutate).toHaveBeenCalledWith('vaccineDose.remove', { schoolId: 101, id: vaccineDoseId(child.id, 'MMR', 1) }),
    );
  });

  it('asks for the day before saving a new dose', { timeout: 20_000 }, async () => {
    const [status] = childStatuses([child], doses, [], '2024-04-20');
    renderWithProviders(<CertificateDialog status={status ?? null} schoolId={101} doses={doses} className="大一班" onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: '乙脑减毒活疫苗 第2剂' }));
    expect(await screen.findByText(/推荐接种年龄：2岁/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(mutate).not.toHaveBeenCalled();
  });
});
