import { dscsnCyberPublic as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/dscsn/cyber/public: the public answered cyber consultations (search, page). */
export const dscsnCyberPublic = defineQuery(descriptor);
