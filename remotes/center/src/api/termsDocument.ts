import { termsDocument as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/policy/terms/:version: the text of one version of the terms of use. */
export const termsDocument = defineQuery(descriptor);
