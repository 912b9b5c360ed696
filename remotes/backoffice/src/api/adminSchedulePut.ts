import { adminSchedulePut as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** PUT /api/admin/schedule: sets days of the month in one transaction (409 SCHEDULE_CONFLICT lists the bookings that would lose their slot; dryRun saves nothing). */
export const adminSchedulePut = defineMutation(descriptor, { invalidates: ['adminSchedule', 'adminQueues'] });
