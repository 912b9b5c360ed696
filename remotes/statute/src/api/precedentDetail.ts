import { precedentDetail as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/statute/precedent?caseNo=: one decision with its 참조조문 linked and the portal cases resting on it (404 unknown). */
export const precedentDetail = defineQuery(descriptor);
