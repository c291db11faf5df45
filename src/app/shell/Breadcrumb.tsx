import { HOME_PATH } from '@contract/routes';
import { isMenuPage, menuTrail } from '@contract/shortcuts';
import { ActionIcon, Breadcrumbs, Text, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useRouterState } from '@tanstack/react-router';
import { useSession } from '@/lib/session/store';
import { toggleShortcut, useShortcuts } from '@/lib/shortcuts/shortcut-store';
import { presentedPathOf } from './keep-alive/presented-path';
import { pageTitle } from './page-title';
import classes from './shell.module.css';

/** 面包屑: category › group › page from the user's menu, with the page's 快捷功能 star at the end. */
export function Breadcrumb() {
  const path = useRouterState({ select: (s) => presentedPathOf(s.matches) });
  const { menu } = useSession();
  if (!path) return null;
  const trail = menuTrail(menu ?? [], path).map((m) => ({ id: m.id, name: m.name }));
  const names = trail.length > 0 ? trail : [{ id: 0, name: pageTitle(menu, path) }];

  return (
    <div className={classes.breadcrumbLine}>
      <nav aria-label="当前位置" className={classes.breadcrumbNav}>
        <Breadcrumbs separator="›" separatorMargin={6} className={classes.breadcrumbs}>
          {names.map(({ id, name }, i) => (
            <Text
              key={id}
              size="sm"
              c={i === names.length - 1 ? 'gray.8' : 'dimmed'}
              fw={i === names.length - 1 ? 600 : 400}
              aria-current={i === names.length - 1 ? 'page' : undefined}
            >
              {name}
            </Text>
          ))}
        </Breadcrumbs>
      </nav>
      {path !== HOME_PATH && isMenuPage(menu ?? [], path) && <ShortcutStar path={path} />}
    </div>
  );
}

/** Hidden where the school offers no shortcuts (SPEC §6: company 74, style 3). */
function ShortcutStar({ path }: { path: string }) {
  const { list, offered, busy } = useShortcuts();
  if (!offered) return null;
  const starred = list.some((s) => s.url === path);
  const label = starred ? '取消快捷功能' : '添加到快捷功能';
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant="subtle"
        color={starred ? 'yellow' : 'gray'}
        aria-label={label}
        aria-pressed={starred}
        loading={busy === path}
        onClick={() => void toggleShortcut(path)}
        data-testid="shortcut-star"
      >
        {starred ? <IconStarFilled size={18} /> : <IconStar size={18} stroke={1.6} />}
      </ActionIcon>
    </Tooltip>
  );
}
