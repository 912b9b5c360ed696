import { fmtDateTime } from '@portal/ui/format';

export { dateLabel, formatBytes, withComma } from '@portal/ui/format';

/** '2026-11-21' (Korea time) of an ISO instant. */
export const day = (iso: string) => fmtDateTime(iso).slice(0, 10);
