import { formList as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/statute/forms?source=: statutory (STATUTE) or court (COURT) forms by category and search word. */
export const formList = defineQuery(descriptor);
