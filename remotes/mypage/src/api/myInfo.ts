import { myInfo as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/my/info: the member's own data (401 signed out, 403 REAUTH_REQUIRED after the 10 minutes of the re-check). */
export const myInfo = defineQuery(descriptor);
