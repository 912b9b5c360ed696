import { elrcptAply as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/elrcpt/aply/:aplyNo: the member's own application (RRN masked; another member's number: 404). */
export const elrcptAply = defineQuery(descriptor, { showLoading: false });
