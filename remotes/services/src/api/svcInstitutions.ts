import { svcInstitutions as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/services/institutions: the participating institutions (category, link level, 연계사업) by category and search words, with the counts per category. */
export const svcInstitutions = defineQuery(descriptor);
