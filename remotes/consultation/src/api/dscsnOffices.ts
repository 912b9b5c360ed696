import { dscsnOffices as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/dscsn/offices?instCode&method: the offices of an institution (for a method). */
export const dscsnOffices = defineQuery(descriptor, { showLoading: false });
