import { faqDetail as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/center/faq/:faqId: one question with its answer and related questions (counts a view). */
export const faqDetail = defineQuery(descriptor);
