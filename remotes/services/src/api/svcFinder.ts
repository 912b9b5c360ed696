import { svcFinder as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/services/finder: services that fit the answers, best first, with why and what to check. */
export const svcFinder = defineQuery(descriptor);
