import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FollowUpDialog } from '@/features/health/checks/FollowUpDialog';
import { renderWithProviders } from './render';

// happy-dom has no document.fonts, which Mantine's autosize Textarea listens to.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

describe('因病缺勤追踪 dialog', () => {
  it('fills the follow-up of a child’s sick day: symptoms, 已就诊, 诊断, 预计返园 — and hands them over on 确定', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(
      <FollowUpDialog title="张小明 2026-11-23 因病缺勤追踪" held={undefined} onClose={() => {}} onConfirm={onConfirm} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: '发热' }));
    fireEvent.click(screen.getByRole('button', { name: '咳嗽' }));
    expect(screen.getByRole('button', { name: '发热' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByLabelText('已就诊'));
    fireEvent.change(screen.getByLabelText('诊断'), { target: { value: ' 疱疹性咽峡炎 ' } });
    fireEvent.change(screen.getByLabelText('预计返园日期'), { target: { value: '2026-11-26' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith({
      symptoms: 0b11,
      seenDoctor: true,
      diagnosis: '疱疹性咽峡炎',
      expectedReturn: '2026-11-26',
      note: '',
    });
  });

  it('opens on what was saved before', async () => {
    const held = { symptoms: 1 << 5, seenDoctor: true, diagnosis: '手足口病', expectedReturn: '2026-12-01', note: '已隔离' };
    renderWithProviders(<FollowUpDialog title="复查" held={held} onClose={() => {}} onConfirm={() => {}} />);
    expect((await screen.findByRole('button', { name: '手足口疱疹' })).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('诊断') as HTMLInputElement).value).toBe('手足口病');
    expect((screen.getByLabelText('备注') as HTMLTextAreaElement).value).toBe('已隔离');
  });
});
