import { searchPwd as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/login/search/pwd: the new password of the ID verified for FIND_PWD; every session of the account ends. */
export const searchPwd = defineMutation(descriptor);
