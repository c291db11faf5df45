import { SMS_RESEND_SECONDS } from '@contract/sms';
import { Button, type ButtonProps } from '@mantine/core';
import { useEffect, useState } from 'react';

interface SmsCodeButtonProps extends Omit<ButtonProps, 'onClick' | 'loading' | 'children'> {
  /**
   * Asks for a code (after a captcha, if the caller needs one). Resolve true when the code was sent: the 60 s
   * countdown starts; false or a rejection leaves the button ready to try again.
   */
  onSend: () => Promise<boolean>;
  label?: string;
}

/** 获取验证码 → “59秒后重新获取” … → 重新获取 (SPEC §9: 60 s resend countdown). */
export function SmsCodeButton({ onSend, label = '获取验证码', disabled, ...props }: SmsCodeButtonProps) {
  const [sending, setSending] = useState(false);
  const [left, setLeft] = useState(0);
  const [sentOnce, setSentOnce] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  const click = async () => {
    setSending(true);
    try {
      if (await onSend()) {
        setSentOnce(true);
        setLeft(SMS_RESEND_SECONDS);
      }
    } catch {
      // The caller (or the api client) has said what went wrong.
    } finally {
      setSending(false);
    }
  };

  return (
    <Button variant="light" {...props} loading={sending} disabled={disabled || left > 0} onClick={() => void click()}>
      {left > 0 ? `${left}秒后重新获取` : sentOnce ? '重新获取' : label}
    </Button>
  );
}
