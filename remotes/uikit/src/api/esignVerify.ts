import { esignVerify as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/esign/verify: is this signature valid over this document? (valid or not, with the reason in Korean) */
export const esignVerify = defineMutation(descriptor);
