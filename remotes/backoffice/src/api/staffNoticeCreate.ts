import { staffNoticeCreate as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/staff/center/ntc: a new notice (the body sanitised by the server's allow-list). */
export const staffNoticeCreate = defineMutation(descriptor, { invalidates: ['staffNoticeList', 'staffNotice', 'noticeList', 'noticeLatest'] });
