import { kstDate } from '@portal/contracts/client';
import { adminMe } from '../api/adminMe';

/**
 * "Now" by the server's clock, which adminMe answers with (the staff member's own clock until it
 * has answered), so that due dates and "today" on a page agree with what the server decides.
 */
export function useServerNow(): string {
  return adminMe.use().data?.now ?? new Date().toISOString();
}

/** Today's date in Korea (YYYY-MM-DD) by the server's clock. */
export function useServerToday(): string {
  return kstDate(new Date(useServerNow()));
}
