import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { notify } from '@/lib/notify';
import { promptInstall, useCanInstall } from './install-prompt';

/** 安装应用: shown only while the browser offers installation. */
export function InstallButton() {
  const canInstall = useCanInstall();
  if (!canInstall) return null;
  const install = async () => {
    if (await promptInstall()) notify.success('安装成功，可从桌面直接打开');
  };
  return (
    <Button variant="light" size="xs" leftSection={<IconDownload size={14} />} onClick={install} visibleFrom="sm">
      安装应用
    </Button>
  );
}
