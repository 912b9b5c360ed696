import { staffElrcptList as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/staff/elrcpt: the institution's applications by status (WAITING: its turn), sorted by 신청일 or 최근 처리, a page at a time; names masked. */
export const staffElrcptList = defineQuery(descriptor, { staleTime: 0 });
