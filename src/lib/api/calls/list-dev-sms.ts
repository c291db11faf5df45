import { OPERATOR_KEY_HEADER } from '@contract/dev-aids';
import { type DevSmsList, devSmsCalls } from '@contract/dev-sms-calls';
import { call } from '../call';

export type { DevSmsList };

/**
 * GET /dev/sms/messages: what the local SMS provider stored, for the operator's key (404 without the development aids
 * or the local provider, 403 without the key or from another machine).
 */
export const listDevSms = (operatorKey: string): Promise<DevSmsList> =>
  call(devSmsCalls.listMessages, undefined, { quiet: true, headers: { [OPERATOR_KEY_HEADER]: operatorKey } });
