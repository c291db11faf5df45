import { Alert, Modal, Tabs } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { getFinancePasswordState } from '@/lib/api/calls/finance-settings';
import { useBrowserOnline } from '@/lib/online';
import { BookkeepingTab } from './BookkeepingTab';
import { FinancePasswordTab } from './FinancePasswordTab';

/** 财务设置 (SPEC §7 /park/pwd, /park/bookkeepingSetting) for the current school: its finance password and bookkeeping. */
export default function FinanceSettingsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const online = useBrowserOnline();
  const [set, setSet] = useState<boolean | null>(null);
  const reload = useCallback(() => {
    getFinancePasswordState()
      .then((s) => setSet(s.set))
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    if (opened && online) reload();
  }, [opened, online, reload]);
  return (
    <Modal opened={opened} onClose={onClose} title="财务设置" size="lg" centered>
      {!online ? (
        <Alert color="gray" icon={<IconWifiOff size={18} />}>
          当前处于离线状态，财务设置需要联网。
        </Alert>
      ) : (
        <Tabs defaultValue="password" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="password">财务密码</Tabs.Tab>
            <Tabs.Tab value="bookkeeping">记账设置</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="password">
            <FinancePasswordTab set={set} onChanged={reload} />
          </Tabs.Panel>
          <Tabs.Panel value="bookkeeping">
            <BookkeepingTab />
          </Tabs.Panel>
        </Tabs>
      )}
    </Modal>
  );
}
