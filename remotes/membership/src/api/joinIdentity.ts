import { joinIdentity as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/join/identity: the identity verified for JOIN in this browser (409 when there is none or it ran out). */
export const joinIdentity = defineQuery(descriptor);
