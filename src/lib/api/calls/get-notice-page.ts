import { notificationsCalls } from '@contract/notifications-calls';
import { call } from '../call';
import { NOTICE_PAGE_SIZE, NOTICE_TYPE_STAFF, type NoticePage } from '@contract/notifications';
import type { RequestOptions } from '../client';

/** POST /park/notice/page (SPEC §7: user_id, schoolId, type 2, Pages, pageSize): unread first. */
export const getNoticePage = (
  input: { userId: number; schoolId: number; page: number; pageSize?: number },
  options: Pick<RequestOptions, 'quiet' | 'signal'> = {},
): Promise<NoticePage> =>
  call(
    notificationsCalls.listNotices,
    {
      user_id: input.userId,
      schoolId: input.schoolId,
      type: NOTICE_TYPE_STAFF,
      Pages: input.page,
      pageSize: input.pageSize ?? NOTICE_PAGE_SIZE,
    },
    options,
  );
