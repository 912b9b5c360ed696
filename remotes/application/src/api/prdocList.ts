import { prdocList as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/elrcpt/aply/:aplyNo/prdoc: the application's documents (what its aid-target types need, what was supplied), the member's own only. */
export const prdocList = defineQuery(descriptor, { showLoading: false });
