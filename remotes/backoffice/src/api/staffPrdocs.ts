import { staffPrdocs as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/staff/elrcpt/:aplyNo/prdoc: the application's documents (RRN back halves masked) and what its aid-target types require. */
export const staffPrdocs = defineQuery(descriptor, { staleTime: 0 });
