import { flattenMenu } from '@contract/menu';
import { HOME_PATH } from '@contract/routes';
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
import { keepRevealed } from './reveal-within';
import classes from './shell.module.css';

/** Long enough for the tallest menu group to open (Mantine's Collapse times itself by the group's height). */
const MENU_SETTLE_MS = 1500;

/** The left menu: the workbench, then the server's seven categories with their pages. */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = useLocation({ select: (l) => l.pathname });
  const { menu } = useSession();
  const items = menu ?? [];
  const menuHasHome = flattenMenu(items).some((m) => m.path === HOME_PATH);
  const viewport = useRef<HTMLDivElement>(null);
  // The current page's link is scrolled into the menu's view, again while its groups open (MenuTree; Mantine's
  // Collapse takes longer the taller a group is), until the menu has settled.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page or a new menu (school switch) moves the link
  useEffect(() => {
    const view = viewport.current;
    if (!view) return;
    return keepRevealed(view, () => view.querySelector<HTMLElement>('[aria-current="page"]'), 'y', 8, MENU_SETTLE_MS);
  }, [pathname, menu]);

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
