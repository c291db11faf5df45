import { Button, CloseButton, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { notify } from '@/lib/notify';

/** How often an open tab asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (injectRegister is off) and asks before switching to a new version, so a form
 * being filled in is never reloaded away underneath the user.
 */
export function UpdatePrompt() {
  const [updating, setUpdating] = useState(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS);
    },
  });

  useEffect(() => {
    if (!offlineReady) return;
    notify.aside('应用已缓存，断网后也可继续使用');
    setOfflineReady(false);
  }, [offlineReady, setOfflineReady]);

  if (!needRefresh) return null;

  const update = async () => {
    setUpdating(true);
    await updateServiceWorker(true);
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
