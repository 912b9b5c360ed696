import { staffElrcptMove as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/staff/elrcpt/:aplyNo/transition: 접수, 심사, 보완요청 (message), 구조결정, 기각 (reason); 409 NOT_ALLOWED from a status that does not allow it; the citizen is notified. */
export const staffElrcptMove = defineMutation(descriptor, { invalidates: ['staffElrcptList', 'staffElrcpt', 'adminQueues'] });
