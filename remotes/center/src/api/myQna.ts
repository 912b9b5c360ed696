import { myQna as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/my/qna/:qnaNo: one of the visitor's own questions (another person's number: 404), for the receipt of /center/qna/cmptn. */
export const myQna = defineQuery(descriptor);
