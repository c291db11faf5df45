import type { SmsProvider } from './sms-provider';

export interface HttpSmsSettings {
  url: string;
  key: string;
  template: string;
  /** Injected in tests. */
  fetch?: typeof fetch;
}

/**
 * A real gateway over HTTP (SMS_HTTP_URL, SMS_HTTP_KEY, SMS_HTTP_TEMPLATE): one JSON POST per message,
 *   Authorization: Bearer <key>
 *   {"phone":"138…","channel":"text"|"voice","template":"<template>","params":{"code":"123456"},"content":"【园务】…"}
 * Any 2xx is "sent". Most Chinese gateways (or a small adapter in front of one) take this shape.
 */
export function httpSmsProvider(settings: HttpSmsSettings): SmsProvider {
  const doFetch = settings.fetch ?? fetch;
  return {
    kind: 'http',
    async send(message) {
      const response = await doFetch(settings.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${settings.key}` },
        body: JSON.stringify({
          phone: message.mobilePhone,
          channel: message.channel,
          template: settings.template,
          params: { code: message.code },
          content: message.content,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
    },
  };
}
