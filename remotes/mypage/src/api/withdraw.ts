import { withdraw as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/my/whdwl: the member leaves (password + confirmation); every session of the account ends. */
export const withdraw = defineMutation(descriptor);
