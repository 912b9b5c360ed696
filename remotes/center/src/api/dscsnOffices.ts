import { dscsnOffices as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/dscsn/offices: the offices of one institution (region and method filters). No loading bar. */
export const dscsnOffices = defineQuery(descriptor, { showLoading: false });
