import { opnMyApplications as descriptor } from '@portal/contracts/calls';
import type { CallResult } from '@portal/contracts/call-types';
import { defineQuery } from '@portal/http/query';

/** GET /api/opn/applications: my applications with their keys (hints only) and the calls of the last 30 days. */
export const opnMyApplications = defineQuery(descriptor);

export type MyApplication = CallResult<'opnMyApplications'>['items'][number];
