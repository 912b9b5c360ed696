import { noticeList as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/center/ntc: the notices (search by title/content, paging), pinned ones apart. */
export const noticeList = defineQuery(descriptor);
