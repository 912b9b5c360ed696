import { adminSchedule as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/admin/schedule: a month of one office (hours, closures and holidays, places per method, bookings). */
export const adminSchedule = defineQuery(descriptor, { staleTime: 0 });
