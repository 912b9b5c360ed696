import { dscsnSlots as descriptor } from '@portal/contracts/calls';
import type { CallQuery } from '@portal/contracts/call-types';
import { call } from '@portal/http';

/** GET /api/dscsn/slots: the free times of one day, always read afresh (the picker drops a choice the fresh answer shows as taken). */
export const dscsnSlots = (query: CallQuery<'dscsnSlots'>, signal: AbortSignal) => call(descriptor, { query, signal, showLoading: false });
