import { Button, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Component, lazy, type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoadOnOpen, LoadSafely } from '@/ui/LoadOnOpen';
import { renderWithProviders } from './render';

/** A header button whose dialog's code loads on the first click (as the shell's invite, notice and sync dialogs do). */
function Header({ onLoad, offline = false }: { onLoad: () => void; offline?: boolean }) {
  const [Dialog] = useState(() =>
    lazy(async () => {
      onLoad();
      if (offline) throw new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/InviteDialog-x.js');
      return {
        default: ({ opened, onClose }: { opened: boolean; onClose: () => void }) => (
          <Modal opened={opened} onClose={onClose} title="邀请教职工" transitionProps={{ duration: 0 }}>
            扫码加入
          </Modal>
        ),
      };
    }),
  );
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>邀请</Button>
      <LoadOnOpen opened={opened}>
        <Dialog opened={opened} onClose={() => setOpened(false)} />
      </LoadOnOpen>
    </>
  );
}

/** The page's own error handling, as the router gives it: what a fault below it ends up in. */
const caught: unknown[] = [];
class Outer extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(e: unknown) {
    caught.push(e);
  }
  render() {
    return this.state.failed ? <p>页面出错</p> : this.props.children;
  }
}

describe('a dialog loaded on open', () => {
  it('downloads nothing until first opened, then opens, closes and opens again without loading twice', async () => {
    let loads = 0;
    renderWithProviders(<Header onLoad={() => loads++} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(loads).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '邀请' }));
    expect(await screen.findByRole('dialog', { name: '邀请教职工' })).toBeTruthy();
    expect(loads).toBe(1);

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '邀请' }));
    expect(await screen.findByText('扫码加入')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('a dialog whose code cannot be fetched says so, and the page around it stays', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    renderWithProviders(<Header onLoad={() => undefined} offline />);
    fireEvent.click(screen.getByRole('button', { name: '邀请' }));
    expect(await screen.findByText('加载失败，请检查网络后刷新页面重试')).toBeTruthy();
    expect(screen.getByRole('button', { name: '邀请' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: '邀请教职工' })).toBeNull();
    logged.mockRestore();
  });

  it('a fault of the component itself is not passed off as a download that failed', async () => {
    notifications.clean(); // the toast of the test before
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazy(async () => ({
      default: (): never => {
        throw new Error('render fault');
      },
    }));
    caught.length = 0;
    renderWithProviders(
      <Outer>
        <LoadSafely>
          <Broken />
        </LoadSafely>
      </Outer>,
    );
    expect(await screen.findByText('页面出错')).toBeTruthy();
    expect(String(caught[0])).toContain('render fault');
    expect(screen.queryByText('加载失败，请检查网络后刷新页面重试')).toBeNull();
    logged.mockRestore();
  });
});
