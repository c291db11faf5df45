import { THEMES } from '@contract/themes';
import { ActionIcon, Popover, SimpleGrid, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCheck, IconPalette } from '@tabler/icons-react';
import { useState } from 'react';
import { brand } from '@/lib/brand';
import { chooseTheme, useActiveTheme } from '@/lib/theme/theme-store';
import classes from '../shell.module.css';

/** 主题: 15 themes, each a background picture and an accent colour; saved for the user on the server. */
export function ThemePicker() {
  const active = useActiveTheme();
  const [opened, setOpened] = useState(false);
  const [saving, setSaving] = useState<number | null>(null);

  const pick = async (id: number) => {
    if (id === active.id || saving !== null) return;
    setSaving(id);
    if (await chooseTheme(id)) setOpened(false);
    setSaving(null);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" width={340} withArrow>
      <Popover.Target>
        <Tooltip label="主题" withArrow disabled={opened}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label="主题" onClick={() => setOpened((o) => !o)}>
            <IconPalette size={19} stroke={1.7} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={600} size="sm" mb={4}>
          选择主题
        </Text>
        <Text size="xs" c="dimmed" mb="sm">
          主题随账号保存，在其他设备登录也会保持
        </Text>
        <SimpleGrid cols={3} spacing={8} role="radiogroup" aria-label="主题">
          {THEMES.map((t) => {
            const color = t.primary ?? brand.primaryHex;
            return (
              <UnstyledButton
                key={t.id}
                role="radio"
                aria-checked={t.id === active.id}
                aria-label={t.name}
                className={classes.themeOption}
                data-active={t.id === active.id || undefined}
                onClick={() => void pick(t.id)}
                disabled={saving !== null}
              >
                <span className={classes.themePreview} style={{ backgroundImage: `url(${t.background})` }}>
                  <span className={classes.themeBar} style={{ background: color }} />
                  {t.id === active.id && (
                    <span className={classes.themeCheck} style={{ background: color }}>
                      <IconCheck size={12} stroke={3} />
                    </span>
                  )}
                </span>
                <span className={classes.themeName}>{saving === t.id ? '保存中…' : t.name}</span>
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
      </Popover.Dropdown>
    </Popover>
  );
}
