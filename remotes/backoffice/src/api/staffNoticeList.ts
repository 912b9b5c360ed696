import { staffNoticeList as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/staff/center/ntc: the editors' notice list (hidden ones too; title search, state, sort, paging). */
export const staffNoticeList = defineQuery(descriptor, { staleTime: 0 });
