import { staffNoticeUpdate as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** PUT /api/staff/center/ntc/:nttId: edit, publish (visible true) or hide (visible false) a notice. */
export const staffNoticeUpdate = defineMutation(descriptor, { invalidates: ['staffNoticeList', 'staffNotice', 'noticeList', 'noticeDetail', 'noticeLatest'] });
