import { searchId as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/login/search/id: the masked IDs of the person verified for FIND_ID. */
export const searchId = defineQuery(descriptor);
