import { staffFaq as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/staff/center/faq/:faqId: one FAQ entry to edit (hidden ones too; no view counted). */
export const staffFaq = defineQuery(descriptor, { staleTime: 0 });
