import { staffFaqUpdate as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** PUT /api/staff/center/faq/:faqId: edit, publish (visible true) or hide (visible false) an FAQ entry. */
export const staffFaqUpdate = defineMutation(descriptor, { invalidates: ['staffFaqList', 'staffFaq', 'faqList', 'faqDetail'] });
