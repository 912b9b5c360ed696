import { myHome as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/my/main: the member's home (counts, 해야 할 일, recent items). */
export const myHome = defineQuery(descriptor);
