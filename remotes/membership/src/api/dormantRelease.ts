import { dormantRelease as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/login/dormant/release: the dormant account verified for DORMANT is released. */
export const dormantRelease = defineMutation(descriptor);
