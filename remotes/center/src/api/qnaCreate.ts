import { qnaCreate as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/center/qna: a question of a member or verified guest (Idempotency-Key header). */
export const qnaCreate = defineMutation(descriptor, { invalidates: ['myQnaList'] });
