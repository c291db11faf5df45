import { Center, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLockAccess } from '@tabler/icons-react';
import { FinanceUnlockForm } from '@/features/account/password/FinanceUnlockForm';

/**
 * 财务登录 (SPEC §2, §6): finance pages answer 403 until the finance password is checked. Shown in place of a locked
 * finance page (its tab keeps the page's name), and at /YWGL/CWGL/LOGIN for a direct visit.
 */
export function FinanceUnlockPage({ onUnlocked }: { onUnlocked: () => void }) {
  return (
    <Center p="xl" mih="60vh">
      <Paper withBorder radius="md" shadow="sm" p={36} w="100%" maw={420}>
        <Group gap="md" mb="lg" wrap="nowrap">
          <ThemeIcon size={46} radius="xl" variant="light" color="orange">
            <IconLockAccess size={26} stroke={1.6} />
          </ThemeIcon>
          <div>
            <Title order={4}>财务登录</Title>
            <Text size="sm" c="dimmed">
              财务数据受保护，请先验证财务密码
            </Text>
          </div>
        </Group>
        <FinanceUnlockForm onUnlocked={onUnlocked} />
        <Text size="xs" c="dimmed" mt="md">
          忘记财务密码？请园长或财务人员在右上角用户菜单的「财务设置」中重新设置（需验证登录密码）。
        </Text>
      </Paper>
    </Center>
  );
}
