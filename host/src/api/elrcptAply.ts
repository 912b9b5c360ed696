import { elrcptAply as descriptor } from '@portal/contracts/calls';
import { call } from '@portal/http';

/** GET /api/elrcpt/aply/:aplyNo: what the signing window names (institution and form). Lazy /esign pages only. */
export const elrcptAply = (aplyNo: string) => call(descriptor, { params: { aplyNo }, showLoading: false });
