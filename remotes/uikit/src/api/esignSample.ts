import { esignSample as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/esign/sample: asks the chosen signing app to sign a sample document (the same request as an application's signature). */
export const esignSample = defineMutation(descriptor);
