import { elrcptAply as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/elrcpt/aply/:aplyNo: one of my applications (RRN masked), its history, supplements and decision; another member's → 404. */
export const elrcptAply = defineQuery(descriptor);
