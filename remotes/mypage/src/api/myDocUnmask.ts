import { myDocUnmask as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/my/docs/:myDocId/unmask: the document with its 주민등록번호 뒷자리 (logged on the server; kept only in the component, never cached). */
export const myDocUnmask = defineMutation(descriptor);
