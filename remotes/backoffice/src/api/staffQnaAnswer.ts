import { staffQnaAnswer as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/staff/center/qna/:qnaNo/answer: the answer (once; 409 when already answered); the asker is notified. */
export const staffQnaAnswer = defineMutation(descriptor, { invalidates: ['staffQnaList', 'staffQna'] });
