import { adminRsvtList as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/admin/rsvt: a day's bookings of one office (or every office) of the institution, with what the desk may do now. */
export const adminRsvtList = defineQuery(descriptor, { staleTime: 0 });
