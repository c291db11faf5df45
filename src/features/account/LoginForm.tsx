import { Msg } from '@contract/errors';
import { landingPath } from '@contract/routes';
import type { Session } from '@contract/session';
import type { DualVerificationPending, LoginAnswer } from '@contract/sms';
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconLock, IconUser } from '@tabler/icons-react';
import { type ChangeEvent, type FormEvent, lazy, Suspense, useRef, useState } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { login } from '@/lib/api/calls/login';
import { updateIsRemember } from '@/lib/api/calls/update-is-remember';
import { notify } from '@/lib/notify';
import { readPreference, StorageKey, writePreference } from '@/lib/session/storage';
import { startSession } from '@/lib/session/store';
import { captchaRequired, markCaptchaRequired } from '@/lib/api/captcha-required';

// What only some sign-ins need loads when it is needed, so the login page downloads just the form.
const CaptchaModal = lazy(() => import('@/features/account/captcha/CaptchaModal').then((m) => ({ default: m.CaptchaModal })));
const ForgotPasswordDialog = lazy(() =>
  import('@/features/account/password/ForgotPasswordDialog').then((m) => ({ default: m.ForgotPasswordDialog })),
);
const DualVerificationForm = lazy(() => import('./DualVerificationForm').then((m) => ({ default: m.DualVerificationForm })));

/** contract/sms.ts's `isDualVerificationPending`, here so the login page does not load that file (and zod) to ask. */
const isDualStep = (a: LoginAnswer): a is DualVerificationPending => 'dualVerificationToken' in a;

interface LoginFormProps {
  /** Where to go once signed in (SPEC §4 landing page of the school). */
  onSignedIn: (path: string) => void;
}

interface Credentials {
  loginName: string;
  password: string;
}

/**
 * The two fields with their checks, in the manner of @mantine/form's useForm (an error shows on submit and goes as the
 * field is edited), without it: the login page is the first load, and the form library is 18 KB it would carry for two
 * fields. The other forms (the lazy dialogs, the app) use @mantine/form.
 */
function useCredentials(initialLoginName: string) {
  const [values, setValues] = useState<Credentials>({ loginName: initialLoginName, password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Credentials, string>>>({});
  const check = (v: Credentials) => ({
    ...(v.loginName.trim() ? {} : { loginName: Msg.loginNameRequired }),
    ...(v.password ? {} : { password: Msg.passwordRequired }),
  });
  return {
    getInputProps: (name: keyof Credentials) => ({
      value: values[name],
      error: errors[name],
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        const value = e.currentTarget.value;
        setValues((v) => ({ ...v, [name]: value }));
        setErrors(({ [name]: _, ...rest }) => rest);
      },
    }),
    setFieldValue: (name: keyof Credentials, value: string) => setValues((v) => ({ ...v, [name]: value })),
    onSubmit: (handler: (v: Credentials) => void | Promise<void>) => (e: FormEvent) => {
      e.preventDefault();
      const found = check(values);
      setErrors(found);
      if (Object.keys(found).length === 0) void handler(values);
    },
  };
}

/**
 * Login name and password (md5-hashed in the sign worker before it is sent). When the server asks for a captcha, 登录
 * opens the slider first; an account with dual verification then asks for an SMS code.
 */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const [submitting, setSubmitting] = useState(false);
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const [dual, setDual] = useState<DualVerificationPending | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [remember, setRemember] = useState(() => readPreference(StorageKey.rememberLogin) !== '0');
  const waiting = useRef<Credentials | null>(null);
  const form = useCredentials(remember ? (readPreference(StorageKey.lastLoginName) ?? '') : '');

  const finish = (session: Session) => {
    startSession(session);
    void updateIsRemember(remember ? 1 : 0).catch(() => {});
    onSignedIn(landingPath(session.schoolInfo));
  };

  /** 记住我: the login name is kept on this device for next time, or forgotten. */
  const keepLoginName = (loginName: string) => {
    writePreference(StorageKey.rememberLogin, remember ? '1' : '0');
    if (remember) writePreference(StorageKey.lastLoginName, loginName.trim());
    else localStorage.removeItem(StorageKey.lastLoginName);
  };

  const signIn = async ({ loginName, password }: Credentials, captchaVerification?: string) => {
    setSubmitting(true);
    try {
      const answer = await login({ loginName, password, ...(captchaVerification ? { captchaVerification } : {}) });
      notify.clear();
      keepLoginName(loginName);
      if (isDualStep(answer)) setDual(answer);
      else finish(answer);
    } catch (e) {
      if (isApiError(e) && e.message === Msg.captchaRequired && !captchaVerification) {
        // A server that wants a captcha the page did not know about: show it and go on.
        markCaptchaRequired();
        waiting.current = { loginName, password };
        setCaptchaOpen(true);
        return;
      }
      // The api client has already shown the server's message (用户名或密码错误 …).
      form.setFieldValue('password', '');
    } finally {
      setSubmitting(false);
    }
  };

  const submit = form.onSubmit(async (credentials: Credentials) => {
    if (!navigator.onLine) {
      notify.warning(Msg.offline);
      return;
    }
    setSubmitting(true);
    const needsCaptcha = await captchaRequired();
    setSubmitting(false);
    if (!needsCaptcha) return signIn(credentials);
    waiting.current = credentials;
    setCaptchaOpen(true);
  });

  const verified = (captchaVerification: string) => {
    setCaptchaOpen(false);
    if (waiting.current) void signIn(waiting.current, captchaVerification);
    waiting.current = null;
  };

  if (dual) {
    return (
      <Suspense fallback={null}>
        <DualVerificationForm
          pending={dual}
          onSignedIn={finish}
          onBack={() => {
            setDual(null);
            form.setFieldValue('password', '');
          }}
        />
      </Suspense>
    );
  }

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <TextInput
            label="用户名"
            placeholder="请输入用户名"
            size="md"
            autoComplete="username"
            leftSection={<IconUser size={18} stroke={1.6} />}
            {...form.getInputProps('loginName')}
          />
          <PasswordInput
            label="密码"
            placeholder="请输入密码"
            size="md"
            autoComplete="current-password"
            maxLength={64}
            leftSection={<IconLock size={18} stroke={1.6} />}
            visibilityToggleButtonProps={{ 'aria-label': '切换明文显示' }}
            {...form.getInputProps('password')}
          />
          <Group justify="space-between" mt={-4}>
            <Checkbox label="记住我" checked={remember} onChange={(e) => setRemember(e.currentTarget.checked)} />
            <Anchor component="button" type="button" size="sm" onClick={() => setForgotOpen(true)}>
              忘记密码?
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={submitting}>
            登录
          </Button>
        </Stack>
      </form>
      <Suspense fallback={null}>
        {captchaOpen && (
          <CaptchaModal
            opened
            onClose={() => {
              setCaptchaOpen(false);
              waiting.current = null;
            }}
            onVerified={verified}
          />
        )}
        {forgotOpen && (
          <ForgotPasswordDialog opened onClose={() => setForgotOpen(false)} onReset={() => form.setFieldValue('password', '')} />
        )}
      </Suspense>
    </>
  );
}
