import { svcInstitutions as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/services/institutions: the platform's participating institutions (category, link level, 연계사업). */
export const svcInstitutions = defineQuery(descriptor);
