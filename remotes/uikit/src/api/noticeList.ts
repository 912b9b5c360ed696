import { noticeList as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/center/ntc: the notices (the download sample looks for ones with attachments). */
export const noticeList = defineQuery(descriptor);
