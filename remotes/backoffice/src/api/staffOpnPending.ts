import { staffOpnPending as descriptor } from '@portal/contracts/calls';
import type { CallResult } from '@portal/contracts/call-types';
import { defineQuery } from '@portal/http/query';

/** GET /api/staff/opn/applications: operating applications waiting for a decision, oldest first (open-API approvers). */
export const staffOpnPending = defineQuery(descriptor, { staleTime: 0 });

export type PendingApplication = CallResult<'staffOpnPending'>['items'][number];
