import { TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog } from '@/ui/FormDialog';
import { renderWithProviders } from './render';

/** A form dialog as the pages build them: a name, a birthday picker, dirty when either is changed. */
function AddChild({ onClose }: { onClose: () => void }) {
  const form = useForm<{ name: string; birthday: string | null }>({ initialValues: { name: '', birthday: null } });
  return (
    <FormDialog opened onClose={onClose} title="新增幼儿" onSubmit={form.onSubmit(() => undefined)} dirty={form.isDirty()}>
      <TextInput label="姓名" {...form.getInputProps('name')} />
      <DateInput label="出生日期" valueFormat="YYYY-MM-DD" {...form.getInputProps('birthday')} />
    </FormDialog>
  );
}

const dialog = () => screen.queryByRole('dialog', { name: '新增幼儿' });
const datePicker = () => document.querySelector('[data-dates-dropdown]');
const question = () => screen.queryByText('有未保存的内容，确定关闭吗？');
/** The confirm's own buttons (the form dialog has a 取消 and a 确定 of its own). */
const confirmButton = (name: '确定' | '取消') => {
  const box = screen.getByText('有未保存的内容，确定关闭吗？').closest('section');
  if (!box) throw new Error('no confirm');
  return within(box as HTMLElement).getByRole('button', { name });
};

describe('form dialog: Esc and unsaved input', () => {
  it('Esc in the date picker closes the picker only; the dialog and what was typed stay', async () => {
    const onClose = vi.fn();
    renderWithProviders(<AddChild onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '王小明' } });
    const birthday = screen.getByLabelText('出生日期');
    fireEvent.click(birthday);
    await waitFor(() => expect(datePicker()).not.toBeNull());

    fireEvent.keyDown(birthday, { key: 'Escape' });
    await waitFor(() => expect(datePicker()).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(question()).toBeNull();
    expect(dialog()).not.toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('姓名').value).toBe('王小明');
  });

  it('with unsaved input, Esc asks first: 取消 keeps the dialog, 确定 closes it', async () => {
    const onClose = vi.fn();
    renderWithProviders(<AddChild onClose={onClose} />);
    const name = screen.getByLabelText('姓名');
    fireEvent.change(name, { target: { value: '王小明' } });

    fireEvent.keyDown(name, { key: 'Escape' });
    expect(await screen.findByText('有未保存的内容，确定关闭吗？')).toBeTruthy();
    fireEvent.click(confirmButton('取消'));
    await waitFor(() => expect(question()).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>('姓名').value).toBe('王小明');

    fireEvent.keyDown(screen.getByLabelText('姓名'), { key: 'Escape' });
    expect(await screen.findByText('有未保存的内容，确定关闭吗？')).toBeTruthy();
    fireEvent.click(confirmButton('确定'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('with unsaved input the × asks too; with nothing typed Esc closes at once', async () => {
    const onClose = vi.fn();
    const view = renderWithProviders(<AddChild onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '王' } });
    const closeButton = document.querySelector<HTMLButtonElement>('.mantine-Modal-close');
    expect(closeButton).not.toBeNull();
    fireEvent.click(closeButton as HTMLButtonElement);
    expect(await screen.findByText('有未保存的内容，确定关闭吗？')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    view.unmount();

    const onClose2 = vi.fn();
    renderWithProviders(<AddChild onClose={onClose2} />);
    fireEvent.keyDown(screen.getByLabelText('姓名'), { key: 'Escape' });
    expect(onClose2).toHaveBeenCalledTimes(1);
    expect(question()).toBeNull();
  });
});
