import type { SmsTypeValue } from '@contract/sms';
import { smsCalls } from '@contract/sms-calls';
import { call } from '../call';

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
  call(voice ? smsCalls.sendSmsByVoice : smsCalls.sendSms, body);
