import { qnaPublic as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/center/qna/public: the public answered questions (no names; search, paging). */
export const qnaPublic = defineQuery(descriptor);
