import { dscsnRsvt as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/dscsn/rsvt (Idempotency-Key): books a consultation. */
export const dscsnRsvt = defineMutation(descriptor, { invalidates: ['myRsvtList'] });
