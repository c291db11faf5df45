import { FinanceSettingsMsg } from '@contract/finance/settings';
import { confirmPasswordError, newPasswordError } from '@contract/password';
import { Badge, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { deleteFinancePassword, saveFinancePassword } from '@/lib/api/calls/finance-settings';
import { notify } from '@/lib/notify';
import { NEW_PASSWORD_HINT, PasswordField } from '../password/PasswordField';

const EMPTY = { password: '', repassword: '', loginPassword: '' };

/**
 * 财务密码: set or change the school's finance password (the login password proves who asks), or remove it. Every
 * unlock made with the old one ends, so the finance pages ask again.
 */
export function FinancePasswordTab({ set, onChanged }: { set: boolean | null; onChanged: () => void }) {
  const [saving, setSaving] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: {
      password: (v) => newPasswordError(v),
      repassword: (v, all) => confirmPasswordError(all.password, v),
      loginPassword: (v) => (v ? null : FinanceSettingsMsg.loginPasswordRequired),
    },
  });
  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      await saveFinancePassword(values);
      notify.success(FinanceSettingsMsg.saved);
      form.setValues(EMPTY);
      onChanged();
    } catch {
      form.setFieldValue('loginPassword', '');
    } finally {
      setSaving(false);
    }
  });
  const askRemove = () => {
    let loginPassword = '';
    modals.openConfirmModal({
      title: '删除财务密码',
      children: (
        <Stack gap="sm">
          <Text size="sm">删除后，有财务权限的人员无需财务密码即可进入财务页面。请输入您的登录密码确认。</Text>
          <PasswordInput
            label="登录密码"
            placeholder="请输入登录密码"
            autoComplete="current-password"
            data-autofocus
            onChange={(e) => {
              loginPassword = e.currentTarget.value;
            }}
          />
        </Stack>
      ),
      labels: { confirm: '确定', cancel: '取消' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        if (!loginPassword) return void notify.warning(FinanceSettingsMsg.loginPasswordRequired);
        void deleteFinancePassword(loginPassword)
          .then(() => {
            notify.success(FinanceSettingsMsg.removed);
            onChanged();
          })
          .catch(() => undefined);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group gap="xs">
          <Text size="sm">当前园所：</Text>
          {set === null ? (
            <Badge color="gray" variant="light">
              读取中…
            </Badge>
          ) : set ? (
            <Badge color="green" variant="light">
              已设置财务密码
            </Badge>
          ) : (
            <Badge color="orange" variant="light">
              未设置财务密码（财务页面无需验证）
            </Badge>
          )}
        </Group>
        <PasswordField
          label={set ? '新财务密码' : '财务密码'}
          placeholder="请输入财务密码"
          description={NEW_PASSWORD_HINT}
          withAsterisk
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordField
          label="确认财务密码"
          placeholder="请再次输入财务密码"
          withAsterisk
          key={form.key('repassword')}
          {...form.getInputProps('repassword')}
        />
        <PasswordField
          label="登录密码"
          description="验证您的身份：请输入您登录系统的密码"
          placeholder="请输入登录密码"
          autoComplete="current-password"
          withAsterisk
          key={form.key('loginPassword')}
          {...form.getInputProps('loginPassword')}
        />
        <Group justify="space-between">
          {set ? (
            <Button variant="subtle" color="red" onClick={askRemove}>
              删除财务密码
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={saving}>
            {set ? '修改财务密码' : '设置财务密码'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
