import { faqList as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/center/faq: the public FAQ list (search, category, paging) with the count of every category. */
export const faqList = defineQuery(descriptor);
