import { staffRsvtDone as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/staff/dscsn/rsvt/:rsvtNo/done: 상담 완료 (from booked or checked in; refused for a no-show). */
export const staffRsvtDone = defineMutation(descriptor, { invalidates: ['adminRsvtList', 'adminQueues'] });
