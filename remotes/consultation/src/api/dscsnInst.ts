import { dscsnInst as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/dscsn/inst/:instCode: one institution's facts, offices and services. */
export const dscsnInst = defineQuery(descriptor);
