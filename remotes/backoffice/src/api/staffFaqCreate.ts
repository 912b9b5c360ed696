import { staffFaqCreate as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/staff/center/faq: a new FAQ entry (the answer sanitised by the server's allow-list). */
export const staffFaqCreate = defineMutation(descriptor, { invalidates: ['staffFaqList', 'staffFaq', 'faqList'] });
