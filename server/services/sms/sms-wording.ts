import { SMS_CODE_TTL_MS } from '@contract';

const minutes = SMS_CODE_TTL_MS / 60_000;

/** The text message and the voice call script of a verification code. */
export const smsContent = (code: string, channel: 'text' | 'voice'): string =>
  channel === 'text'
    ? `【园务】您的验证码是${code}，${minutes}分钟内有效。如非本人操作，请忽略本短信。`
    : `您好，您的语音验证码是 ${[...code].join(' ')}，${minutes}分钟内有效。重复一遍，${[...code].join(' ')}。`;
