/**
 * Development aids (the SMS inbox, the end-to-end test hooks, the sandbox's failure switch): registered only with
 * YUANWU_DEV_AIDS=on, and each request to one carries the operator key the server prints on its console
 * (server/lib/operator-gate.ts, docs/api.md "Development aids").
 */
export const OPERATOR_KEY_HEADER = 'x-operator-key';
/** The SMS inbox's link carries the key in its fragment (`/dev/sms#key=…`): never sent to a server or a proxy's log. */
export const OPERATOR_KEY_FRAGMENT = 'key';
export const DevAidMsg = {
  operatorOnly: '仅限运行服务器的人使用：请在服务器所在电脑上打开控制台打印的链接（或带上操作密钥）',
} as const;
