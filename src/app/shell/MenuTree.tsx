import { STANDALONE_PAGES } from '@contract/routes';
import type { MenuItem } from '@contract/menu';
import { NavLink } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { type MouseEvent, useEffect, useState } from 'react';
import { categoryIcon } from './menu-icons';
import { containsActive, isActivePath, isRoutable, visibleChildren } from './menu-paths';
import classes from './shell.module.css';

interface MenuTreeProps {
  items: MenuItem[];
  pathname: string;
  /** Called after a link is followed (the mobile drawer closes). */
  onNavigate?: () => void;
}

/** The server's menu tree as nested NavLinks; hidden entries stay routable but out of sight. */
export function MenuTree({ items, pathname, onNavigate }: MenuTreeProps) {
  return (
    <>
      {items
        .filter((m) => !m.hidden)
        .map((item) => (
          <MenuNode key={item.id} item={item} pathname={pathname} depth={0} onNavigate={onNavigate} />
        ))}
    </>
  );
}

function MenuNode({ item, pathname, depth, onNavigate }: { item: MenuItem; pathname: string; depth: number; onNavigate?: () => void }) {
  const navigate = useNavigate();
  const children = visibleChildren(item);
  const Icon = depth === 0 ? categoryIcon(item.name) : null;
  const leftSection = Icon ? <Icon size={18} stroke={1.6} /> : undefined;
  const holdsCurrent = children.length > 0 && containsActive(item, pathname);
  const [opened, setOpened] = useState(holdsCurrent);
  // However the page was reached (menu, Ctrl K, a shortcut tile, a tab, a school switch), its groups open to it;
  // the others stay as the user left them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page reopens its groups, even one the user closed
  useEffect(() => {
    if (holdsCurrent) setOpened(true);
  }, [holdsCurrent, pathname]);

  if (children.length > 0) {
    return (
      <NavLink
        label={item.name}
        leftSection={leftSection}
        opened={opened}
        onChange={setOpened}
        childrenOffset={depth === 0 ? 30 : 14}
        className={depth === 0 ? classes.category : classes.link}
        active={false}
      >
        {children.map((child) => (
          <MenuNode key={child.id} item={child} pathname={pathname} depth={depth + 1} onNavigate={onNavigate} />
        ))}
      </NavLink>
    );
  }

  if (!isRoutable(item)) return null;

  // A real link (open in a new tab works), followed in-app on a plain click; a standalone page opens in its own window.
  const standalone = STANDALONE_PAGES.includes(item.path);
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    if (standalone || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate({ href: item.path });
    onNavigate?.();
  };
  return (
    <NavLink
      href={item.path}
      onClick={follow}
      {...(standalone ? { target: '_blank', rel: 'noopener' } : {})}
      label={item.name}
      leftSection={leftSection}
      active={isActivePath(item.path, pathname)}
      className={depth === 0 ? classes.category : classes.link}
      aria-current={isActivePath(item.path, pathname) ? 'page' : undefined}
    />
  );
}
