import { svcInstNotices as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/services/institutions/:instCode/notices: an institution's notices, newest first, paged (404 unknown institution). */
export const svcInstNotices = defineQuery(descriptor);
