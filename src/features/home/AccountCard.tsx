import type { UserInfo } from '@contract/session';
import { Alert, Card, Stack } from '@mantine/core';
import { IconShieldLock, IconUserCircle } from '@tabler/icons-react';
import { CardTitle } from './CardTitle';
import { InfoRow } from './InfoRow';

/** 138****1234: enough to recognise one's own number on a shared screen. */
const maskPhone = (phone: string) => (/^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone || '—');

export function AccountCard({ user, pwdWarn }: { user: UserInfo | null; pwdWarn: boolean }) {
  return (
    <Card padding="lg">
      <CardTitle icon={IconUserCircle} title="我的账号" />
      <Stack gap="sm" mt="md">
        <InfoRow label="登录账号">{user?.loginName ?? '—'}</InfoRow>
        <InfoRow label="手机号码">{maskPhone(user?.mobilePhone ?? '')}</InfoRow>
        <InfoRow label="所属部门">{user?.departmentName || '—'}</InfoRow>
        <InfoRow label="岗位">{user?.position || '—'}</InfoRow>
        {pwdWarn && (
          <Alert color="orange" variant="light" icon={<IconShieldLock size={18} />} mt="xs">
            您的密码过于简单或仍为初始密码，为保障账号安全，建议尽快修改。
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
