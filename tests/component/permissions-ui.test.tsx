import type { SiteBannerRow } from '@contract';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requireSession } from '@/app/guards/require-session';
import { InviteButton } from '@/app/shell/header/InviteButton';
import { BannersTab } from '@/features/site/website/BannersTab';
import { useCan } from '@/lib/session/can';
import { completeSession, getSessionState } from '@/lib/session/store';
import { allPermissionsBut, signIn } from './fixtures';
import { renderWithProviders } from './render';

const banners = vi.hoisted(() => ({ rows: [] as SiteBannerRow[] }));
vi.mock('@/features/site/website/use-site-rows', () => ({ useSiteRows: () => banners.rows }));
vi.mock('@/lib/replica/use-mutate', () => ({ useMutate: () => vi.fn() }));
vi.mock('@/features/site/website/FileImage', () => ({ FileImage: ({ alt }: { alt: string }) => <span>{alt}</span> }));

function Probe() {
  return <span>{useCan('/YWGL/JCXX/YEGL:add') ? '可新增' : '不可新增'}</span>;
}

/** Where the route guard sends a path: null when it lets it through. */
async function guard(pathname: string): Promise<string | null> {
  try {
    await requireSession({ location: { pathname } });
    return null;
  } catch (e) {
    return (e as { options?: { to?: string } }).options?.to ?? String(e);
  }
}

describe('the client hides what the server would refuse (contract hasPermission on session.permissions)', () => {
  beforeEach(() => signIn());

  it('useCan follows the session: a right taken away hides at once what it offered', () => {
    render(<Probe />);
    expect(screen.getByText('可新增')).toBeTruthy();
    const session = getSessionState().session;
    if (!session) throw new Error('no session');
    act(() => completeSession({ session: { ...session, permissions: allPermissionsBut('/YWGL/JCXX/YEGL:add') } }, false));
    expect(screen.getByText('不可新增')).toBeTruthy();
  });

  it('the route guard sends a menu page the position lacks to /403, and lets the others through', async () => {
    signIn({ permissions: allPermissionsBut('/JCSZ/JSGL', '/JCSZ/JSGL:edit') });
    expect(await guard('/JCSZ/JSGL')).toBe('/403');
    expect(await guard('/JCSZ/CZRZ')).toBeNull();
    // Not a page of the menu catalogue: not the permissions' to decide.
    expect(await guard('/dev-uploads')).toBeNull();
  });

  it('the invitation QR is offered only to a member who may invite', () => {
    signIn({ permissions: allPermissionsBut('/YWGL/RLZYGL/JZGGL:invite') });
    const { unmount } = renderWithProviders(<InviteButton />);
    expect(screen.queryByRole('button', { name: '邀请教职工' })).toBeNull();
    unmount();
    signIn();
    renderWithProviders(<InviteButton />);
    expect(screen.getByRole('button', { name: '邀请教职工' })).toBeTruthy();
  });

  it('banners: no add tile without 新增轮播图, no 删除 without 删除轮播图', () => {
    banners.rows = [{ id: 'b1', schoolId: 101, sysType: 1, photoName: '春游', photoUrl: 'a.png' } as SiteBannerRow];
    signIn({ permissions: allPermissionsBut('/DGTW:addBanner', '/DGTW:removeBanner') });
    renderWithProviders(<BannersTab schoolId={101} sysType={1} />);
    expect(screen.getByRole('button', { name: '编辑' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: '添加轮播图' })).toBeNull();
  });
});
