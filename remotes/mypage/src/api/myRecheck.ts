import { myRecheck as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/my/recheck: the password again; opens /my/info and /my/pswd for 10 minutes. */
export const myRecheck = defineMutation(descriptor);
