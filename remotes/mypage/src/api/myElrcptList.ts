import { myElrcptList as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/my/elrcpt?status&page: my electronic applications, newest first (임시저장 / 진행 중 / 끝남). */
export const myElrcptList = defineQuery(descriptor);
