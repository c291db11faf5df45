import { HOME_PATH, isFinancePath } from '@contract';
import { Center, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLockAccess } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useSession } from '@/lib/session/store';
import { FinanceUnlockForm } from '@/ui/password/FinanceUnlockForm';

/** Where to go once unlocked: the finance page that sent us here, else the user's first finance page. */
function destination(redirect: string | undefined, roles: string[]): string {
  if (redirect?.startsWith('/') && isFinancePath(redirect)) return redirect;
  return roles.find((p) => isFinancePath(p) && p.split('/').length > 3) ?? HOME_PATH;
}

/** /YWGL/CWGL/LOGIN 财务登录 (SPEC §2, §6): finance pages answer 403 until the finance password is checked. */
export function FinanceUnlockPage({ redirect }: { redirect?: string | undefined }) {
  const navigate = useNavigate();
  const { session } = useSession();
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
        <FinanceUnlockForm onUnlocked={() => void navigate({ href: destination(redirect, session?.roles ?? []), replace: true })} />
      </Paper>
    </Center>
  );
}
