import { myQna as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/my/qna/:qnaNo: one of my questions and its answer (404 when unknown or another person's). */
export const myQna = defineQuery(descriptor);
