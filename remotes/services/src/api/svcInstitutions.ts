import { svcInstitutions as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/services/institutions: the participating institutions by category and search words, with the counts per category. */
export const svcInstitutions = defineQuery(descriptor);
