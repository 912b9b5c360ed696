import { staffCyberList as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/staff/dscsn/cyber: the institution's cyber consultations by answer status (waiting ones oldest first), a page at a time. */
export const staffCyberList = defineQuery(descriptor, { staleTime: 0 });
