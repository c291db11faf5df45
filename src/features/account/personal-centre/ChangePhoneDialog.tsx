import { type Profile, ProfileMsg } from '@contract/org/departments';
import { phoneError } from '@contract/password';
import { SmsType } from '@contract/sms';
import { Group, PasswordInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { changePhone } from '@/lib/api/calls/org';
import { notify } from '@/lib/notify';
import { FormDialog } from '@/ui/FormDialog';
import { SmsCodeButton } from '@/ui/SmsCodeButton';
import { useSmsSender } from '../use-sms-sender';

/** 修改手机号: the old phone's code (or the login password), then the new phone's code. */
export function ChangePhoneDialog({ profile, onClose, onChanged }: { profile: Profile; onClose: () => void; onChanged: () => void }) {
  const [proof, setProof] = useState<'code' | 'password'>(profile.mobilePhone ? 'code' : 'password');
  const [oldCode, setOldCode] = useState('');
  const [password, setPassword] = useState('');
  const [newPhone, setNewPhone] = useState('');
  const [newCode, setNewCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [saving, setSaving] = useState(false);
  const oldSender = useSmsSender(SmsType.verifyPhone);
  const newSender = useSmsSender(SmsType.verifyPhone);

  const sendNew = async () => {
    const err = phoneError(newPhone);
    if (err) {
      setErrors((e) => ({ ...e, newPhone: err }));
      return false;
    }
    if (newPhone === profile.mobilePhone) {
      setErrors((e) => ({ ...e, newPhone: ProfileMsg.samePhone }));
      return false;
    }
    return newSender.send(newPhone);
  };
  const submit = async () => {
    const e: Record<string, string | null> = {};
    if (proof === 'code' && !oldCode) e.oldCode = '请输入验证码！';
    if (proof === 'password' && !password) e.password = '请输入登录密码';
    e.newPhone = phoneError(newPhone);
    if (!newCode) e.newCode = '请输入验证码！';
    setErrors(e);
    if (Object.values(e).some(Boolean)) return;
    setSaving(true);
    try {
      await changePhone({ oldCode: proof === 'code' ? oldCode : '', password: proof === 'password' ? password : '', newPhone, newCode });
      notify.success(ProfileMsg.phoneChanged);
      onChanged();
    } catch {
      // toasted
    } finally {
      setSaving(false);
    }
  };
  const field = (key: string) => ({ error: errors[key], onFocus: () => setErrors((x) => ({ ...x, [key]: null })) });
  return (
    <FormDialog
      opened
      title="修改手机号"
      size="md"
      onClose={onClose}
      onSubmit={() => void submit()}
      saving={saving}
      dirty={!!(oldCode || password || newPhone || newCode)}
    >
      <Stack>
        <div>
          <Text size="sm" fw={500} mb={6}>
            第一步：验证身份
          </Text>
          <SegmentedControl
            fullWidth
            value={proof}
            onChange={(v) => setProof(v as 'code' | 'password')}
            data={[
              { value: 'code', label: '原手机号验证码', disabled: !profile.mobilePhone },
              { value: 'password', label: '原手机号已停用，用登录密码' },
            ]}
          />
        </div>
        {proof === 'code' ? (
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={`原手机号 ${profile.maskedPhone} 的验证码`}
              maxLength={6}
              value={oldCode}
              onChange={(e) => setOldCode(e.currentTarget.value)}
              {...field('oldCode')}
            />
            <SmsCodeButton onSend={() => oldSender.send(profile.mobilePhone)} />
          </Group>
        ) : (
          <PasswordInput
            label="登录密码"
            maxLength={14}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            {...field('password')}
          />
        )}
        <Text size="sm" fw={500}>
          第二步：验证新手机号
        </Text>
        <TextInput
          label="新手机号"
          maxLength={11}
          value={newPhone}
          onChange={(e) => setNewPhone(e.currentTarget.value)}
          {...field('newPhone')}
        />
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label="新手机号验证码"
            maxLength={6}
            value={newCode}
            onChange={(e) => setNewCode(e.currentTarget.value)}
            {...field('newCode')}
          />
          <SmsCodeButton onSend={sendNew} />
        </Group>
      </Stack>
      {oldSender.captcha}
      {newSender.captcha}
    </FormDialog>
  );
}
