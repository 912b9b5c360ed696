import { noticeDetail as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/center/ntc/:nttId: one notice with attachments and previous/next (counts a view). */
export const noticeDetail = defineQuery(descriptor);
