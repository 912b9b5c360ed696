import { adminRsvtCheckIn as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/admin/rsvt/checkin: 방문 확인 by reservation number (idempotent; 409 with the Korean reason). */
export const adminRsvtCheckIn = defineMutation(descriptor, { invalidates: ['adminRsvtList', 'adminQueues'] });
