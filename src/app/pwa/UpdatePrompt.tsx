import { Button, CloseButton, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { notify } from '@/lib/notify';
import { activateNewVersion, setServiceWorkerNews, useServiceWorkerNews } from './service-worker-state';

/**
 * What the service worker has to say (registered by src/main.tsx, register-service-worker.ts): 应用已缓存 once, and
 * a new version only when the user agrees, so a form being filled in is never reloaded away underneath them. Drawn by
 * the login page and by the app.
 */
export function UpdatePrompt() {
  const [updating, setUpdating] = useState(false);
  const { needRefresh, offlineReady } = useServiceWorkerNews();
  const setNeedRefresh = (needRefresh: boolean) => setServiceWorkerNews({ needRefresh });

  useEffect(() => {
    if (!offlineReady) return;
    notify.aside('应用已缓存，断网后也可继续使用');
    setServiceWorkerNews({ offlineReady: false });
  }, [offlineReady]);

  if (!needRefresh) return null;

  const update = async () => {
    setUpdating(true);
    await activateNewVersion();
  };

  return (
    <Paper
      shadow="lg"
      radius="md"
      withBorder
      p="md"
      pos="fixed"
      right={24}
      bottom={24}
      w={340}
      style={{ zIndex: 1001 }}
      role="alertdialog"
      aria-label="发现新版本"
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ThemeIcon variant="light" radius="xl" size="lg">
          <IconRefresh size={18} />
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1 }}>
          <Text fw={600}>发现新版本</Text>
          <Text size="sm" c="dimmed">
            系统已更新，点击“立即更新”加载新版本，未保存的内容请先保存。
          </Text>
          <Group gap="xs" mt="xs">
            <Button size="xs" onClick={update} loading={updating}>
              立即更新
            </Button>
            <Button size="xs" variant="default" onClick={() => setNeedRefresh(false)}>
              稍后
            </Button>
          </Group>
        </Stack>
        <CloseButton size="sm" aria-label="关闭" onClick={() => setNeedRefresh(false)} />
      </Group>
    </Paper>
  );
}
