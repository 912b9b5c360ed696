import { svcService as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/services/:serviceId: one service with its next step, institution, offices and related services (404 unknown). */
export const svcService = defineQuery(descriptor);
