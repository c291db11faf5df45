import type { SmsTypeValue } from '@contract/sms';
import { request } from '../client';

export interface SendSmsCodeInput {
  type: SmsTypeValue;
  mobilePhone?: string;
  captchaVerification?: string;
  dualVerificationToken?: string;
  /** A voice call reading the code instead of a text. */
  voice?: boolean;
}

/** POST /park/login/sendSms (or /sendSmsCallByVoice): answers 手机获取验证码成功. */
export const sendSmsCode = ({ voice, ...body }: SendSmsCodeInput): Promise<null> =>
  request<null>(voice ? '/park/login/sendSmsCallByVoice' : '/park/login/sendSms', { method: 'POST', anonymous: true, json: body });
