import { noticeDetail as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/center/ntc/:nttId: one notice with its attachments. */
export const noticeDetail = defineQuery(descriptor);
