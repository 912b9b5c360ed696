import { myDocCreate as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/my/docs (Idempotency-Key): an uploaded file saved as a document of mine with its kind and 발급일 (the list and home refresh). */
export const myDocCreate = defineMutation(descriptor, { invalidates: ['myDocList', 'myHome'] });
