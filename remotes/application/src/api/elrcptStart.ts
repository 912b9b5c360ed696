import { elrcptStart as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/elrcpt/aply (Idempotency-Key): records the institution's consent and makes the draft application. */
export const elrcptStart = defineMutation(descriptor, { invalidates: ['myElrcptList', 'myHome'] });
