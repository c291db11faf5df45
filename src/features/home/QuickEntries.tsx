import type { MenuItem } from '@contract/menu';
import { ActionIcon, Badge, Card, Group, SimpleGrid, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconApps, IconChevronRight, IconClock, IconStar, IconStarFilled, IconX } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useOpenPage } from '@/lib/open-page';
import { useFrequentPages } from '@/lib/shortcuts/frequent-pages';
import { toggleShortcut, useShortcuts } from '@/lib/shortcuts/shortcut-store';
import { EmptyState } from '@/ui/EmptyState';
import { CardTitle } from './CardTitle';
import classes from './home.module.css';
import { type MenuEntry, menuEntries, sampleAcrossCategories } from './menu-entries';

const MAX_ENTRIES = 12;

/**
 * 快捷功能: the pages the user starred, one click away, and the pages they open most (常用功能) to star next.
 * Schools without shortcuts (SPEC §6: company 74, style 3) get 功能入口 instead: a sample of their own menu.
 */
export function QuickEntries({ menu }: { menu: MenuItem[] }) {
  const { offered } = useShortcuts();
  return offered ? <Shortcuts menu={menu} /> : <MenuSample menu={menu} />;
}

function Shortcuts({ menu }: { menu: MenuItem[] }) {
  const openPage = useOpenPage();
  const { list, busy } = useShortcuts();
  const frequent = useFrequentPages();
  const byPath = new Map(menuEntries(menu).map((e) => [e.path, e]));
  // A starred page that left the menu (another position, a permission change) is not offered any more.
  const starred = list.map((s) => byPath.get(s.url)).filter((e): e is MenuEntry => !!e);
  const starredPaths = new Set(starred.map((e) => e.path));
  const suggestions = frequent
    .map((u) => byPath.get(u.url))
    .filter((e): e is MenuEntry => !!e && !starredPaths.has(e.path))
    .slice(0, 6);

  return (
    <Card padding="lg" data-testid="quick-entries">
      <CardTitle
        icon={IconStar}
        title="快捷功能"
        extra={
          <Text size="xs" c="dimmed">
            {starred.length > 0 ? `共 ${starred.length} 个` : ''}
          </Text>
        }
      />
      {starred.length === 0 ? (
        <EmptyState title="暂无快捷功能" description="打开任一功能页面，点击页面标题旁的 ☆ 即可添加到这里" />
      ) : (
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm" mt="md" aria-label="快捷功能列表">
          {starred.map((e) => (
            <div key={e.path} className={classes.shortcut}>
              <EntryButton entry={e} onOpen={() => openPage(e.path)} style={{ flex: 1, minWidth: 0 }} />
              <Tooltip label="移除快捷功能" withArrow>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="gray"
                  radius="xl"
                  className={classes.shortcutRemove}
                  aria-label={`移除快捷功能${e.name}`}
                  loading={busy === e.path}
                  onClick={() => void toggleShortcut(e.path)}
                >
                  <IconX size={12} />
                </ActionIcon>
              </Tooltip>
            </div>
          ))}
        </SimpleGrid>
      )}
      {suggestions.length > 0 && (
        <div className={classes.frequent}>
          <Group gap={6} mb={8}>
            <IconClock size={14} stroke={1.7} color="var(--mantine-color-gray-6)" />
            <Text size="xs" c="dimmed">
              常用功能
            </Text>
          </Group>
          <Group gap={8}>
            {suggestions.map((e) => (
              <div key={e.path} className={classes.frequentChip}>
                <UnstyledButton className={classes.frequentName} onClick={() => openPage(e.path)}>
                  {e.name}
                </UnstyledButton>
                <Tooltip label="添加到快捷功能" withArrow>
                  <ActionIcon
                    size="xs"
                    variant="subtle"
                    color="yellow"
                    aria-label={`添加${e.name}到快捷功能`}
                    loading={busy === e.path}
                    onClick={() => void toggleShortcut(e.path)}
                  >
                    {busy === e.path ? <IconStarFilled size={12} /> : <IconStar size={12} />}
                  </ActionIcon>
                </Tooltip>
              </div>
            ))}
          </Group>
        </div>
      )}
    </Card>
  );
}

/** 功能入口: the first pages of the user's own menu, one click away. */
function MenuSample({ menu }: { menu: MenuItem[] }) {
  const openPage = useOpenPage();
  const entries = menuEntries(menu);
  return (
    <Card padding="lg">
      <CardTitle
        icon={IconApps}
        title="功能入口"
        extra={
          entries.length > 0 && (
            <Text size="xs" c="dimmed">
              共 {entries.length} 项可用功能
            </Text>
          )
        }
      />
      {entries.length === 0 ? (
        <EmptyState description="当前账号在本园所暂无可用功能" />
      ) : (
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm" mt="md">
          {sampleAcrossCategories(entries, MAX_ENTRIES).map((e) => (
            <EntryButton key={e.id} entry={e} onOpen={() => openPage(e.path)} />
          ))}
        </SimpleGrid>
      )}
    </Card>
  );
}

/** One page on the workbench: its name, its category, an arrow. */
function EntryButton({ entry, onOpen, style }: { entry: { name: string; category: string }; onOpen: () => void; style?: CSSProperties }) {
  return (
    <UnstyledButton className={classes.entry} onClick={onOpen} style={style}>
      <div style={{ minWidth: 0 }}>
        <Text fw={500} size="sm" truncate="end">
          {entry.name}
        </Text>
        <Badge variant="transparent" color="gray" size="xs" px={0} tt="none" fw={400}>
          {entry.category}
        </Badge>
      </div>
      <IconChevronRight size={16} stroke={1.6} className={classes.entryArrow} />
    </UnstyledButton>
  );
}
