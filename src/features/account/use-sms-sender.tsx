import { Msg } from '@contract/errors';
import { SmsMsg, type SmsTypeValue } from '@contract/sms';
import { type ReactNode, useRef, useState } from 'react';
import { captchaRequired } from '@/lib/api/captcha-required';
import { sendSmsCode } from '@/lib/api/calls/send-sms-code';
import { notify } from '@/lib/notify';
import { CaptchaModal } from './captcha/CaptchaModal';

export interface SmsSender {
  /** For SmsCodeButton's onSend: true once 手机获取验证码成功; false offline or with the captcha closed unsolved. */
  send: (mobilePhone: string) => Promise<boolean>;
  /** The click-word captcha a send may ask for first: render it once with the form. */
  captcha: ReactNode;
}

/**
 * Sending an SMS code to a typed phone (forgot password, a parent's join page): the click-word captcha first when the
 * server asks for one (SPEC §9), then the send; the api client shows what went wrong.
 */
export function useSmsSender(type: SmsTypeValue): SmsSender {
  const [open, setOpen] = useState(false);
  const waiter = useRef<((verification: string | null) => void) | null>(null);
  const settle = (verification: string | null) => {
    setOpen(false);
    waiter.current?.(verification);
    waiter.current = null;
  };
  const solve = () =>
    new Promise<string | null>((resolve) => {
      waiter.current = resolve;
      setOpen(true);
    });

  const send = async (mobilePhone: string): Promise<boolean> => {
    if (!navigator.onLine) {
      notify.warning(Msg.offline);
      return false;
    }
    let captchaVerification: string | undefined;
    if (await captchaRequired()) {
      captchaVerification = (await solve()) ?? undefined;
      if (!captchaVerification) return false;
    }
    await sendSmsCode({ type, mobilePhone, captchaVerification });
    notify.success(SmsMsg.sent);
    return true;
  };
  return { send, captcha: <CaptchaModal opened={open} type="clickWord" onClose={() => settle(null)} onVerified={settle} /> };
}
