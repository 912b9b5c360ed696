import { staffElrcpt as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/staff/elrcpt/:aplyNo: one of the institution's applications, personal data masked (another institution's number is 404); every read is logged. */
export const staffElrcpt = defineQuery(descriptor, { staleTime: 0 });
