import { ActionIcon, AppShell, Burger, Divider, Group, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { brand } from '@/lib/brand';
import { BrandLogo } from '@/ui/BrandLogo';
import { InstallButton } from '../pwa/InstallButton';
import { SyncIndicator } from '../sync/SyncIndicator';
import { CustomerService } from './header/CustomerService';
import { InviteButton } from './header/InviteButton';
import { MenuSearch } from './header/MenuSearch';
import { NotificationBell } from './header/NotificationBell';
import { RenewButton } from './header/RenewButton';
import { SchoolSwitcher } from './header/SchoolSwitcher';
import { ThemePicker } from './header/ThemePicker';
import classes from './shell.module.css';
import { UserMenu } from './UserMenu';

interface AppHeaderProps {
  mobileOpened: boolean;
  desktopOpened: boolean;
  toggleMobile: () => void;
  toggleDesktop: () => void;
}

export function AppHeader({ mobileOpened, desktopOpened, toggleMobile, toggleDesktop }: AppHeaderProps) {
  return (
    <AppShell.Header className={classes.header}>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger
          opened={mobileOpened}
          onClick={toggleMobile}
          hiddenFrom="md"
          size="sm"
          aria-label={mobileOpened ? '收起菜单' : '展开菜单'}
        />
        <Tooltip label={desktopOpened ? '收起菜单' : '展开菜单'} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={toggleDesktop}
            visibleFrom="md"
            aria-label={desktopOpened ? '收起菜单' : '展开菜单'}
          >
            {desktopOpened ? (
              <IconLayoutSidebarLeftCollapse size={20} stroke={1.6} />
            ) : (
              <IconLayoutSidebarLeftExpand size={20} stroke={1.6} />
            )}
          </ActionIcon>
        </Tooltip>
        <Link to="/HOME" className={classes.brand} aria-label={`${brand.name}首页`}>
          <BrandLogo size={32} />
          <span className={classes.brandName}>{brand.name}</span>
        </Link>
        <Divider orientation="vertical" my={18} visibleFrom="sm" />
        <SchoolSwitcher />
      </Group>
      <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
        <MenuSearch />
        <RenewButton />
        <InstallButton />
        <SyncIndicator />
        <InviteButton />
        <CustomerService />
        <ThemePicker />
        <NotificationBell />
        <UserMenu />
      </Group>
    </AppShell.Header>
  );
}
