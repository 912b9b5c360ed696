import { ntnCodeList as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/code/ntnCodeList: the countries (for the overseas Korean consultation). */
export const ntnCodeList = defineQuery(descriptor);
