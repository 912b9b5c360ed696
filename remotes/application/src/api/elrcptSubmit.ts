import { elrcptSubmit as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/elrcpt/aply/:aplyNo/submit (Idempotency-Key): 임시저장 → 신청 with the signature of exactly this content. */
export const elrcptSubmit = defineMutation(descriptor, { invalidates: ['elrcptAply', 'myElrcptList', 'myHome'] });
