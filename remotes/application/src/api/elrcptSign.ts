import { elrcptSign as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/elrcpt/aply/:aplyNo/sign: checks the whole application and asks the signing app for a signature. */
export const elrcptSign = defineMutation(descriptor);
