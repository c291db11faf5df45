import { FINANCE_SETTINGS } from '@contract/finance/settings';
import { Avatar, Box, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconCoinYuan, IconKey, IconLogout } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useCan } from '@/lib/session/can';
import { useSession } from '@/lib/session/store';
import { AccountPrompts, CHANGE_PASSWORD_PATH } from '@/features/account/password/AccountPrompts';
import { FinanceHeartbeat } from './finance-heartbeat/FinanceHeartbeat';
import { askLogout } from './logout';
import classes from './shell.module.css';

const FinanceSettingsDialog = lazy(() => import('@/features/account/finance-settings/FinanceSettingsDialog'));

/**
 * Who is signed in, 修改密码, 财务设置 (for who may set the school's finance password) and the way out. It also hosts the account's own prompts (set a first password, the
 * weak-password notice) and the finance heartbeat timer, which live as long as the signed-in header does.
 */
export function UserMenu() {
  const { session, userInfo } = useSession();
  const navigate = useNavigate();
  const user = userInfo?.userInfo;
  const name = user?.userName || user?.loginName || '用户';
  const position = session?.positionName ?? userInfo?.positionName ?? user?.position ?? '';
  const avatar = user?.headPic || session?.avatar || null;
  const mayFinance = useCan(FINANCE_SETTINGS);
  const [financeOpen, setFinanceOpen] = useState(false);

  return (
    <>
      <FinanceHeartbeat />
      <AccountPrompts />
      <Menu position="bottom-end" width={200} shadow="md" withArrow>
        <Menu.Target>
          <UnstyledButton className={classes.userButton} aria-label="用户菜单">
            <Avatar src={avatar} radius="xl" size={34} color="initials" name={name} />
            <Box lh={1.2} visibleFrom="sm">
              <Text size="sm" fw={600}>
                {name}
              </Text>
              {position && (
                <Text size="xs" c="dimmed">
                  {position}
                </Text>
              )}
            </Box>
            <IconChevronDown size={14} stroke={1.6} />
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{user?.loginName ?? name}</Menu.Label>
          <Menu.Divider />
          <Menu.Item leftSection={<IconKey size={16} />} onClick={() => void navigate({ href: CHANGE_PASSWORD_PATH })}>
            修改密码
          </Menu.Item>
          {mayFinance && (
            <Menu.Item leftSection={<IconCoinYuan size={16} />} onClick={() => setFinanceOpen(true)}>
              财务设置
            </Menu.Item>
          )}
          <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void askLogout()}>
            退出登录
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {financeOpen && (
        <Suspense>
          <FinanceSettingsDialog opened onClose={() => setFinanceOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
