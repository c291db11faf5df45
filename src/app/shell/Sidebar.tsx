import { flattenMenu, HOME_PATH } from '@contract';
import { AppShell, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { IconHome2 } from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useSession } from '@/lib/session/store';
import { EmptyState } from '@/ui/EmptyState';
import { CustomerService } from './header/CustomerService';
import { InviteButton } from './header/InviteButton';
import { ThemePicker } from './header/ThemePicker';
import { MenuTree } from './MenuTree';
import { revealWithin } from './reveal-within';
import classes from './shell.module.css';

/** A NavLink group's opening transition (Mantine's Collapse, 200 ms) and a little more. */
const GROUP_OPEN_MS = 250;

/** The left menu: the workbench, then the server's seven categories with their pages. */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = useLocation({ select: (l) => l.pathname });
  const { menu } = useSession();
  const items = menu ?? [];
  const menuHasHome = flattenMenu(items).some((m) => m.path === HOME_PATH);
  const viewport = useRef<HTMLDivElement>(null);
  // The current page's link is scrolled into the menu's view once its groups have opened (MenuTree).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page or a new menu (school switch) moves the link
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const link = viewport.current?.querySelector<HTMLElement>('[aria-current="page"]');
      if (viewport.current && link) revealWithin(viewport.current, link, 'y', 8);
    }, GROUP_OPEN_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, items]);

  return (
    <AppShell.Navbar className={classes.navbar} aria-label="主菜单">
      <AppShell.Section grow component={ScrollArea} type="scroll" px="xs" py="sm" viewportRef={viewport}>
        {!menuHasHome && (
          <NavLink
            component={Link}
            to={HOME_PATH}
            label="工作台"
            leftSection={<IconHome2 size={18} stroke={1.6} />}
            active={pathname === HOME_PATH}
            className={classes.category}
            onClick={onNavigate}
          />
        )}
        <MenuTree items={items} pathname={pathname} onNavigate={onNavigate} />
        {items.length === 0 && <EmptyState title="暂无菜单" description="当前账号在本园所暂无可用功能" />}
      </AppShell.Section>
      <AppShell.Section px="md" py="xs" className={classes.navFooter}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" c="dimmed">
            服务时间 工作日 09:00-18:00
          </Text>
          {/* The header's secondary widgets, folded in here below 992 px (shell.module.css). */}
          <div className={classes.drawerTools} data-testid="drawer-tools">
            <InviteButton />
            <CustomerService />
            <ThemePicker />
          </div>
        </Group>
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
