import { Avatar, Box, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useSession } from '@/lib/session/store';
import { askLogout } from './logout';
import classes from './shell.module.css';

/** Who is signed in, and the way out. */
export function UserMenu() {
  const { session, userInfo } = useSession();
  const user = userInfo?.userInfo;
  const name = user?.userName || user?.loginName || '用户';
  const position = session?.positionName ?? userInfo?.positionName ?? user?.position ?? '';
  const avatar = user?.headPic || session?.avatar || null;

  return (
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
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void askLogout()}>
          退出登录
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
