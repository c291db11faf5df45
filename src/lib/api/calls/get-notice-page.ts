import { NOTICE_PAGE_SIZE, NOTICE_TYPE_STAFF, type NoticePage, noticePageSchema } from '@contract/notifications';
import { request, type RequestOptions } from '../client';

/** POST /park/notice/page (SPEC §7: user_id, schoolId, type 2, Pages, pageSize): unread first. */
export const getNoticePage = (
  input: { userId: number; schoolId: number; page: number; pageSize?: number },
  options: Pick<RequestOptions, 'quiet' | 'signal'> = {},
): Promise<NoticePage> =>
  request('/park/notice/page', {
    ...options,
    json: {
      user_id: input.userId,
      schoolId: input.schoolId,
      type: NOTICE_TYPE_STAFF,
      Pages: input.page,
      pageSize: input.pageSize ?? NOTICE_PAGE_SIZE,
    },
    schema: noticePageSchema,
  });
