import { svcInstitution as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/services/institutions/:instCode: one institution with its services, offices and latest notices (404 unknown). */
export const svcInstitution = defineQuery(descriptor);
