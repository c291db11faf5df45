import { type ClassChatListItem, ClassChatMsg } from '@contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ClassChatList } from '@/features/site/website/chat/ClassChatList';
import { allPermissionsBut, signIn } from './fixtures';
import { renderWithProviders } from './render';

const mutate = vi.hoisted(() => vi.fn());
vi.mock('@/lib/replica/use-mutate', () => ({ useMutate: () => mutate }));
/** The list as the replica holds it; every read records which reload asked for it. */
const replica = vi.hoisted(() => ({ rows: [] as ClassChatListItem[], reads: [] as number[] }));
vi.mock('@/features/site/website/chat/use-class-chats', () => ({
  useClassChats: (reloads: number) => {
    replica.reads.push(reloads);
    return replica.rows;
  },
}));

const switchOf = (name: string) => screen.getByRole('switch', { name: `${name}聊天` }) as HTMLInputElement;
const list = () => screen.getByTestId('class-chat-list');

describe('class chat switch (SPEC §4: confirm, and the list reloads on cancel or failure)', () => {
  beforeEach(() => {
    signIn();
    mutate.mockReset();
    replica.reads = [];
    replica.rows = [
      { classId: '0190a000-0000-7000-8000-000000000001', className: '大一班', status: 1 },
      { classId: '0190a000-0000-7000-8000-000000000002', className: '小一班', status: 0 },
    ];
  });

  it('asks 是否关闭班级聊天 for an open class; 取消 reloads the list and the switch shows it open again', async () => {
    renderWithProviders(<ClassChatList schoolId={101} selected={null} onSelect={() => {}} />);
    expect(switchOf('大一班').checked).toBe(true);
    fireEvent.click(switchOf('大一班'));
    expect(await screen.findByText(ClassChatMsg.confirmClose)).toBeTruthy();
    expect(switchOf('大一班').checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(list().dataset.reloads).toBe('1'));
    expect(replica.reads).toContain(1);
    expect(switchOf('大一班').checked).toBe(true);
    expect(mutate).not.toHaveBeenCalled();
  });

  it('asks 是否开启班级聊天 for a closed class; 确定 saves the new status and says 操作成功', async () => {
    mutate.mockResolvedValue(true);
    renderWithProviders(<ClassChatList schoolId={101} selected={null} onSelect={() => {}} />);
    fireEvent.click(switchOf('小一班'));
    expect(await screen.findByText(ClassChatMsg.confirmOpen)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(mutate).toHaveBeenCalledWith('classChat.setStatus', { classId: replica.rows[1]?.classId, schoolId: 101, status: 1 }),
    );
    expect(await screen.findByText(ClassChatMsg.done)).toBeTruthy();
    expect(list().dataset.reloads).toBe('0');
  });

  it('reloads the list when saving fails, so the switch shows the stored state', async () => {
    mutate.mockResolvedValue(false);
    renderWithProviders(<ClassChatList schoolId={101} selected={null} onSelect={() => {}} />);
    fireEvent.click(switchOf('大一班'));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(list().dataset.reloads).toBe('1'));
    expect(switchOf('大一班').checked).toBe(true);
  });

  it('shows the switches but does not let a member without 开关班级聊天 move them', () => {
    signIn({ permissions: allPermissionsBut('/DGTW/JWH:setChatStatus') });
    renderWithProviders(<ClassChatList schoolId={101} selected={null} onSelect={() => {}} />);
    expect(switchOf('大一班').checked).toBe(true);
    expect(switchOf('大一班').disabled).toBe(true);
    expect(switchOf('小一班').disabled).toBe(true);
  });
});
