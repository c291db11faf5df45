import { SIDEBAR_WIDTH_PX } from '@contract/constants';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { readPreference, StorageKey, writePreference } from '@/lib/session/storage';
import { FirstSyncBar } from '../sync/FirstSyncBar';
import { useRightsFollow } from '../sync/use-rights-follow';
import { AppHeader } from './AppHeader';
import { Breadcrumb } from './Breadcrumb';
import { ExpiredSchoolGate } from './ExpiredSchoolGate';
import { ExpiryReminder } from './ExpiryReminder';
import { KeepAliveOutlet } from './keep-alive/KeepAliveOutlet';
import classes from './shell.module.css';
import { Sidebar } from './Sidebar';
import { TabBar } from './TabBar';
import { TermActivationGate } from './TermActivationGate';
import { useHostLogout } from './use-host-logout';
import { usePageTitle } from './use-page-title';
import { useSessionUpkeep } from './use-session-upkeep';

const HEADER_HEIGHT = 60;

/** The signed-in frame: header on top, the menu on the left (a drawer below 992 px), the page in the middle. */
export function AppLayout() {
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  // SPEC §9: the sidebar state is remembered as 1/0.
  const [desktopOpened, { toggle: toggleDesktop }] = useDisclosure(readPreference(StorageKey.sidebarOpened) !== '0');
  useEffect(() => writePreference(StorageKey.sidebarOpened, desktopOpened ? '1' : '0'), [desktopOpened]);
  useHostLogout();
  useSessionUpkeep();
  usePageTitle();
  useRightsFollow();

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: SIDEBAR_WIDTH_PX, breakpoint: 'md', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding={0}
    >
      <AppHeader mobileOpened={mobileOpened} desktopOpened={desktopOpened} toggleMobile={toggleMobile} toggleDesktop={toggleDesktop} />
      <Sidebar onNavigate={closeMobile} />
      <AppShell.Main className={classes.main}>
        <FirstSyncBar />
        <TabBar />
        <Breadcrumb />
        <KeepAliveOutlet />
        <ExpiryReminder />
        <ExpiredSchoolGate />
        <TermActivationGate />
      </AppShell.Main>
    </AppShell>
  );
}
