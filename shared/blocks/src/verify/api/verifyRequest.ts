import { verifyRequest as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/verify/request: a code by SMS (or a request to the simple-authentication app) for the person typed in. */
export const verifyRequest = defineMutation(descriptor);
