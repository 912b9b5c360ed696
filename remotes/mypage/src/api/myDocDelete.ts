import { myDocDelete as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** DELETE /api/my/docs/:myDocId: off my list (a copy submitted with an application stays with it; the list and home refresh). */
export const myDocDelete = defineMutation(descriptor, { invalidates: ['myDocList', 'myHome'] });
