import { staffNotice as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/staff/center/ntc/:nttId: one notice to edit (hidden ones too; no view counted). */
export const staffNotice = defineQuery(descriptor, { staleTime: 0 });
