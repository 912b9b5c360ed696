import { termsVersions as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/policy/terms: the versions of the terms of use, newest first. */
export const termsVersions = defineQuery(descriptor);
