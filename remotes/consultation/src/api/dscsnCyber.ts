import { dscsnCyber as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/dscsn/cyber (Idempotency-Key): a cyber consultation or KCAB application. */
export const dscsnCyber = defineMutation(descriptor, { invalidates: ['myCyberList'] });
