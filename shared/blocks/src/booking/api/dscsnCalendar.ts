import { dscsnCalendar as descriptor } from '@portal/contracts/calls';
import type { CallQuery } from '@portal/contracts/call-types';
import { call } from '@portal/http';

/** GET /api/dscsn/calendar: the bookable days of an office and method, always read afresh (the picker drops a choice the fresh answer shows as taken). */
export const dscsnCalendar = (query: CallQuery<'dscsnCalendar'>, signal: AbortSignal) => call(descriptor, { query, signal, showLoading: false });
