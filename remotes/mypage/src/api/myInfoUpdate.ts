import { myInfoUpdate as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** PUT /api/my/info: e-mail, notifications and the optional consent; answers the new MyInfo. */
export const myInfoUpdate = defineMutation(descriptor);
