import { PASSWORD_MAX_LENGTH } from '@contract/password';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** What the new-password fields tell before anyone gets it wrong (SPEC §5). */
export const NEW_PASSWORD_HINT = '8-14位，至少包含数字、小写字母、大写字母、特殊字符（如@#$%^&+=）中的三种';

/** A password input of the account screens: show/hide, at most 14 characters (SPEC §5 "inputs limited to 14"). */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      maxLength={PASSWORD_MAX_LENGTH}
      autoComplete="new-password"
      leftSection={<IconLock size={16} stroke={1.6} />}
      visibilityToggleButtonProps={{ 'aria-label': '显示或隐藏密码' }}
      {...props}
    />
  );
}
