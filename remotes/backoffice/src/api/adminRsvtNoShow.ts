import { adminRsvtNoShow as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/admin/rsvt/:rsvtNo/noshow: 미방문 (a booked booking after its start; idempotent). */
export const adminRsvtNoShow = defineMutation(descriptor, { invalidates: ['adminRsvtList', 'adminQueues'] });
