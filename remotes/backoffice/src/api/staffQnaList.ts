import { staffQnaList as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/staff/center/qna: the customer centre's questions by answer status (waiting ones oldest first), a page at a time. */
export const staffQnaList = defineQuery(descriptor, { staleTime: 0 });
