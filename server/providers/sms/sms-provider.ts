/** One message to one phone: a text, or a voice call reading the code aloud. */
export interface SmsMessage {
  mobilePhone: string;
  channel: 'text' | 'voice';
  /** The verification code, for gateways that fill their own approved template. */
  code: string;
  /** The full wording, for sinks that show or store it. */
  content: string;
}

/** Where SMS go. Throwing means "not sent"; the caller answers 短信发送失败，请稍后再试. */
export interface SmsProvider {
  readonly kind: 'local' | 'http';
  send(message: SmsMessage): Promise<void>;
}
