import { svcServices as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/services: services by type, institution, region and search words, with the counts per type. */
export const svcServices = defineQuery(descriptor);
