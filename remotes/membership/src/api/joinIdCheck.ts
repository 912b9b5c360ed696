import { joinIdCheck as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/join/idCheck: is this ID free (withdrawn IDs are not)? Asked on the 중복 확인 button. */
export const joinIdCheck = defineQuery(descriptor);
