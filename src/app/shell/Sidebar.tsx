import { flattenMenu, HOME_PATH } from '@contract';
import { AppShell, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { IconHome2 } from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import { useSession } from '@/lib/session/store';
import { EmptyState } from '@/ui/EmptyState';
import { CustomerService } from './header/CustomerService';
import { InviteButton } from './header/InviteButton';
import { ThemePicker } from './header/ThemePicker';
import { MenuTree } from './MenuTree';
import classes from './shell.module.css';

/** The left menu: the workbench, then the server's seven categories with their pages. */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = useLocation({ select: (l) => l.pathname });
  const { menu } = useSession();
  const items = menu ?? [];
  const menuHasHome = flattenMenu(items).some((m) => m.path === HOME_PATH);

  return (
    <AppShell.Navbar className={classes.navbar} aria-label="主菜单">
      <AppShell.Section grow component={ScrollArea} type="scroll" px="xs" py="sm">
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
