import { notificationsCalls } from '@contract/notifications-calls';
import { call } from '../call';
import type { SendNoticeRequest } from '@contract/notifications';

/** POST /park/notice/send: to one colleague, or to all without toUserId. */
export const sendNotice = (input: SendNoticeRequest): Promise<{ sent: number }> => call(notificationsCalls.sendStaffNotice, input);
