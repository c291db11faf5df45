import { AccountMsg } from '@contract';
import { Button, CloseButton, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconShieldExclamation } from '@tabler/icons-react';
import classes from './password.module.css';

/**
 * pwdWarn = 1 (SPEC §3, §8 "default-password warning sets a flag"): a card under the header suggesting a change.
 * Not modal and dismissible: a weak password is a risk to point out, not a reason to stop someone's work.
 */
export function PasswordWarnNotice({ onChange, onDismiss }: { onChange: () => void; onDismiss: () => void }) {
  return (
    <Paper role="region" aria-label="密码安全提醒" withBorder shadow="lg" radius="md" p="md" className={classes.warnNotice}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon color="orange" variant="light" radius="xl">
              <IconShieldExclamation size={18} />
            </ThemeIcon>
            <Text fw={600}>密码安全提醒</Text>
          </Group>
          <CloseButton aria-label="关闭密码提醒" onClick={onDismiss} />
        </Group>
        <Text size="sm">{AccountMsg.weakWarning}</Text>
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={onDismiss}>
            稍后再说
          </Button>
          <Button size="xs" onClick={onChange}>
            去修改密码
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
