import { elrcptDraftDelete as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** DELETE /api/elrcpt/aply/:aplyNo: deletes a draft (임시저장 only; my list and home refresh). */
export const elrcptDraftDelete = defineMutation(descriptor, { invalidates: ['myElrcptList', 'myHome'] });
