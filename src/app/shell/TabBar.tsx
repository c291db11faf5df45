import { HOME_PATH } from '@contract/routes';
import { ActionIcon, CloseButton, Menu, ScrollArea, Tooltip } from '@mantine/core';
import { IconChevronDown, IconRefresh, IconSquareX, IconX, IconArrowsHorizontal } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { type MouseEvent, useRef, useState } from 'react';
import { useSession } from '@/lib/session/store';
import { mayLeave } from '@/lib/tabs/leave-guard';
import { reloadTab } from '@/lib/tabs/tab-reload';
import { closeAllTabs, closeOtherTabs, closeTab, type PageTab, useTabs } from '@/lib/tabs/tab-store';
import { pageTitle } from './page-title';
import classes from './shell.module.css';
import { useActiveTabInView } from './use-active-tab-in-view';
import { usePageVisits } from './use-page-visits';

interface ContextMenuAt {
  path: string;
  x: number;
  y: number;
}

/**
 * 标签栏: a tab per visited page (工作台 first, fixed). Click to go back to a page as you left it; × or a middle
 * click closes; the menu at the right and a right click on a tab offer 刷新, 关闭, 关闭其他 and 关闭全部.
 */
export function TabBar() {
  const presented = usePageVisits();
  const tabs = useTabs();
  const { menu } = useSession();
  const navigate = useNavigate();
  const [contextMenu, setContextMenu] = useState<ContextMenuAt | null>(null);
  const current = presented ?? HOME_PATH;
  const viewport = useRef<HTMLDivElement>(null);
  useActiveTabInView(viewport, current, tabs.length);

  const go = (href: string) => void navigate({ href });
  // A page with unsaved work (useLeaveGuard) is asked before its tab closes or reloads.
  const close = async (path: string) => {
    if (!(await mayLeave([path]))) return;
    const next = closeTab(path, current);
    if (next) go(next);
  };
  const closeOthers = async (path: string) => {
    if (!(await mayLeave(tabs.map((t) => t.path).filter((p) => p !== path)))) return;
    closeOtherTabs(path);
    const tab = tabs.find((t) => t.path === path);
    if (path !== current && tab) go(tab.href);
  };
  const closeAll = async () => {
    if (!(await mayLeave(tabs.map((t) => t.path)))) return;
    closeAllTabs();
    if (current !== HOME_PATH) go(HOME_PATH);
  };
  const reload = async (path: string) => {
    if (!(await mayLeave([path]))) return;
    reloadTab(path);
    const tab = tabs.find((t) => t.path === path);
    if (path !== current && tab) go(tab.href);
  };
  const openContextMenu = (e: MouseEvent, path: string) => {
    e.preventDefault();
    setContextMenu({ path, x: e.clientX, y: e.clientY });
  };

  return (
    <nav className={classes.tabBar} aria-label="已打开的页面">
      <ScrollArea type="hover" scrollbarSize={4} offsetScrollbars={false} className={classes.tabScroll} viewportRef={viewport}>
        <div role="tablist" className={classes.tabList}>
          {tabs.map((tab) => (
            <TabItem
              key={tab.path}
              tab={tab}
              title={pageTitle(menu, tab.path)}
              active={tab.path === current}
              onOpen={() => go(tab.href)}
              onClose={() => void close(tab.path)}
              onContextMenu={(e) => openContextMenu(e, tab.path)}
            />
          ))}
        </div>
      </ScrollArea>
      <Menu position="bottom-end" shadow="md" width={150}>
        <Menu.Target>
          <Tooltip label="标签操作" withArrow>
            <ActionIcon variant="subtle" color="gray" aria-label="标签操作" className={classes.tabActions}>
              <IconChevronDown size={16} />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <TabMenuItems
          closable={current !== HOME_PATH}
          onReload={() => void reload(current)}
          onClose={() => void close(current)}
          onCloseOthers={() => void closeOthers(current)}
          onCloseAll={() => void closeAll()}
          closeLabel="关闭当前"
        />
      </Menu>
      <Menu opened={contextMenu !== null} onChange={(o) => !o && setContextMenu(null)} position="bottom-start" shadow="md" width={150}>
        <Menu.Target>
          <div className={classes.contextAnchor} style={{ left: contextMenu?.x ?? 0, top: contextMenu?.y ?? 0 }} />
        </Menu.Target>
        {contextMenu && (
          <TabMenuItems
            closable={contextMenu.path !== HOME_PATH}
            onReload={() => void reload(contextMenu.path)}
            onClose={() => void close(contextMenu.path)}
            onCloseOthers={() => void closeOthers(contextMenu.path)}
            onCloseAll={() => void closeAll()}
            closeLabel="关闭"
          />
        )}
      </Menu>
    </nav>
  );
}

function TabItem({
  tab,
  title,
  active,
  onOpen,
  onClose,
  onContextMenu,
}: {
  tab: PageTab;
  title: string;
  active: boolean;
  onOpen: () => void;
  onClose: () => void;
  onContextMenu: (e: MouseEvent) => void;
}) {
  const fixed = tab.path === HOME_PATH;
  return (
    <div
      role="tab"
      tabIndex={0}
      aria-selected={active}
      data-active={active || undefined}
      data-path={tab.path}
      className={classes.tab}
      onClick={onOpen}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') onOpen();
        if (e.key === 'Delete' && !fixed) onClose();
      }}
      onAuxClick={(e) => {
        if (e.button === 1 && !fixed) onClose();
      }}
      onContextMenu={onContextMenu}
      title={title}
    >
      {active && <span className={classes.tabDot} aria-hidden />}
      <span className={classes.tabTitle}>{title}</span>
      {!fixed && (
        <CloseButton
          size="xs"
          radius="xl"
          aria-label={`关闭${title}`}
          className={classes.tabClose}
          onClick={(e) => {
            e.stopPropagation();
            onClose();
          }}
        />
      )}
    </div>
  );
}

function TabMenuItems(p: {
  closable: boolean;
  closeLabel: string;
  onReload: () => void;
  onClose: () => void;
  onCloseOthers: () => void;
  onCloseAll: () => void;
}) {
  return (
    <Menu.Dropdown>
      <Menu.Item leftSection={<IconRefresh size={14} />} onClick={p.onReload}>
        刷新页面
      </Menu.Item>
      <Menu.Item leftSection={<IconX size={14} />} onClick={p.onClose} disabled={!p.closable}>
        {p.closeLabel}
      </Menu.Item>
      <Menu.Item leftSection={<IconArrowsHorizontal size={14} />} onClick={p.onCloseOthers}>
        关闭其他
      </Menu.Item>
      <Menu.Item leftSection={<IconSquareX size={14} />} onClick={p.onCloseAll}>
        关闭全部
      </Menu.Item>
    </Menu.Dropdown>
  );
}
