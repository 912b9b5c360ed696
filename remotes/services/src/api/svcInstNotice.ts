import { svcInstNotice as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/services/institutions/:instCode/notices/:nttId: one notice of an institution with the previous and next (404 unknown). */
export const svcInstNotice = defineQuery(descriptor);
