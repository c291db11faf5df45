import type { MenuPage } from '@contract/shortcuts';
import { ActionIcon, Kbd, Modal, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { useHotkeys, useOs } from '@mantine/hooks';
import { IconCornerDownLeft, IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { useOpenPage } from '@/lib/open-page';
import { useSession } from '@/lib/session/store';
import { EmptyState } from '@/ui/EmptyState';
import classes from '../shell.module.css';
import { loadMenuSearch, useMenuSearch } from './use-menu-search';

/**
 * 菜单搜索: fuzzy and pinyin search (threshold 0.4, contract/menu-search.ts) over the user's own menu, run locally so
 * it works offline. Ctrl+K (⌘K) opens it anywhere; ↑ ↓ choose, Enter opens the page, Esc closes.
 */
export function MenuSearch() {
  const [opened, setOpened] = useState(false);
  const os = useOs();
  const mod = os === 'macos' || os === 'ios' ? '⌘' : 'Ctrl';
  useHotkeys([['mod+K', () => setOpened(true)]], []);
  // The search's chunk (116 KiB with its pinyin dictionary) is fetched on intent, not with the shell: a pointer or focus
  // on the trigger, or Ctrl K. An installed app has it in the service worker's precache anyway.
  const prefetch = () => void loadMenuSearch().catch(() => undefined);

  return (
    <>
      <UnstyledButton
        className={classes.searchTrigger}
        onClick={() => setOpened(true)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-label="搜索菜单"
        visibleFrom="lg"
      >
        <IconSearch size={15} stroke={1.8} />
        <span className={classes.searchPlaceholder}>搜索菜单</span>
        <Kbd size="xs">{mod} K</Kbd>
      </UnstyledButton>
      <Tooltip label={`搜索菜单（${mod}+K）`} withArrow>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={() => setOpened(true)}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          aria-label="搜索菜单"
          hiddenFrom="lg"
        >
          <IconSearch size={19} stroke={1.7} />
        </ActionIcon>
      </Tooltip>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        withCloseButton={false}
        centered={false}
        yOffset="12vh"
        size={560}
        padding={0}
        title={null}
        aria-label="搜索菜单"
      >
        {opened && <SearchPanel onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function SearchPanel({ onDone }: { onDone: () => void }) {
  const { menu } = useSession();
  const openPage = useOpenPage();
  const search = useMenuSearch(menu);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState(0);
  const results = useMemo(() => search?.(query) ?? [], [search, query]);

  const open = (page: MenuPage | undefined) => {
    if (!page) return;
    onDone();
    openPage(page.path);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setSelected((s) => (results.length === 0 ? 0 : (s + step + results.length) % results.length));
    } else if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
      e.preventDefault();
      open(results[selected]);
    }
  };

  return (
    <div>
      <TextInput
        data-autofocus
        size="md"
        variant="unstyled"
        className={classes.searchInput}
        leftSection={<IconSearch size={18} stroke={1.7} />}
        placeholder="输入功能名称或拼音，如：幼儿管理、考勤、yegl"
        aria-label="搜索功能"
        value={query}
        onChange={(e) => {
          setQuery(e.currentTarget.value);
          setSelected(0);
        }}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-expanded={results.length > 0}
        aria-controls="menu-search-results"
        aria-activedescendant={results[selected] ? `menu-search-${results[selected].id}` : undefined}
      />
      <div className={classes.searchResults} id="menu-search-results" role="listbox" aria-label="搜索结果">
        {query.trim() === '' || !search ? (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            {search ? '支持模糊搜索、全拼和首字母，只在您有权限的菜单中查找' : '正在加载…'}
          </Text>
        ) : results.length === 0 ? (
          <EmptyState title="未找到相关功能" description="换个关键词试试" />
        ) : (
          results.map((page, i) => (
            <UnstyledButton
              key={page.id}
              id={`menu-search-${page.id}`}
              role="option"
              aria-selected={i === selected}
              data-selected={i === selected || undefined}
              className={classes.searchResult}
              // A pointer that moves picks the row; results appearing under a resting pointer do not, so Enter
              // still opens the first match of what was typed.
              onMouseMove={() => i !== selected && setSelected(i)}
              onClick={() => open(page)}
            >
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} truncate="end">
                  {page.name}
                </Text>
                <Text size="xs" c="dimmed" truncate="end">
                  {page.trail.join(' › ')}
                </Text>
              </div>
              {i === selected && <IconCornerDownLeft size={15} className={classes.searchEnter} />}
            </UnstyledButton>
          ))
        )}
      </div>
      <div className={classes.searchFooter}>
        <span>
          <Kbd size="xs">↑</Kbd> <Kbd size="xs">↓</Kbd> 选择
        </span>
        <span>
          <Kbd size="xs">Enter</Kbd> 打开
        </span>
        <span>
          <Kbd size="xs">Esc</Kbd> 关闭
        </span>
      </div>
    </div>
  );
}
