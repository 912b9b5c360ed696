import { elrcptSupplement as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/elrcpt/aply/:aplyNo/supplement (Idempotency-Key): the note and files a 보완요청 asked for (the view, my list and home refresh). */
export const elrcptSupplement = defineMutation(descriptor, { invalidates: ['elrcptAply', 'myElrcptList', 'myHome'] });
