import { svcOffices as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/services/offices: offices by 시도·시군구·유형·도움 방법·기관; with lat/lon nearest first with the straight-line distance. */
export const svcOffices = defineQuery(descriptor);
