import { staffQna as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/staff/center/qna/:qnaNo: one question of the customer centre's Q&A and its answer. */
export const staffQna = defineQuery(descriptor, { staleTime: 0 });
