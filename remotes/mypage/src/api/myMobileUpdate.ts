import { myMobileUpdate as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** PUT /api/my/info/mobile: the mobile number verified for MOBILE in this browser; answers the new MyInfo. */
export const myMobileUpdate = defineMutation(descriptor);
