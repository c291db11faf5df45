import { AccountMsg } from '@contract/account';
import { Button, Text } from '@mantine/core';
import { IconShieldExclamation } from '@tabler/icons-react';
import { NoticeCard } from '@/ui/NoticeCard';

/**
 * pwdWarn = 1 (SPEC §3, §8 "default-password warning sets a flag"): a card under the header suggesting a change.
 * Not modal and dismissible: a weak password is a risk to point out, not a reason to stop someone's work.
 */
export function PasswordWarnNotice({ onChange, onDismiss }: { onChange: () => void; onDismiss: () => void }) {
  return (
    <NoticeCard
      title="密码安全提醒"
      icon={<IconShieldExclamation size={18} />}
      role="region"
      position={{ top: 108 }}
      onClose={onDismiss}
      actions={
        <>
          <Button size="xs" variant="default" onClick={onDismiss}>
            稍后再说
          </Button>
          <Button size="xs" onClick={onChange}>
            去修改密码
          </Button>
        </>
      }
    >
      <Text size="sm">{AccountMsg.weakWarning}</Text>
    </NoticeCard>
  );
}
