import { elrcptWithdraw as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/elrcpt/aply/:aplyNo/withdraw (Idempotency-Key): 취하 with a reason, while not decided. */
export const elrcptWithdraw = defineMutation(descriptor, { invalidates: ['elrcptAply', 'myElrcptList', 'myHome'] });
