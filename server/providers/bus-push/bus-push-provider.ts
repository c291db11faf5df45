/** One parent's message of the school bus, to every phone of the child's guardians. */
export interface BusPushMessage {
  /** The message's id: a channel that retries must send it under the same id (its own de-duplication key). */
  id: string;
  schoolId: number;
  studentId: string;
  phones: readonly string[];
  text: string;
}

/**
 * Where the bus's parents' messages go: the local provider records them as sent; a real channel (a WeChat
 * template message to the guardians' bound accounts, an app push) implements `send` with its own client and
 * answers when the channel took the message. Throwing means "not sent": the message is kept as 发送失败.
 */
export interface BusPushProvider {
  readonly kind: 'local' | 'wechat' | 'app';
  send(message: BusPushMessage): Promise<{ sentAt: Date }>;
}
