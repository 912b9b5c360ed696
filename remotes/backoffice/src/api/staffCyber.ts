import { staffCyber as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/staff/dscsn/cyber/:receiptNo: one of the institution's cyber consultations (another institution's number is 404). */
export const staffCyber = defineQuery(descriptor, { staleTime: 0 });
