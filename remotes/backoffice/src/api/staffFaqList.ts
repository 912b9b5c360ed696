import { staffFaqList as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/staff/center/faq: the editors' FAQ list (hidden entries too; question search, category, state, sort, paging). */
export const staffFaqList = defineQuery(descriptor, { staleTime: 0 });
