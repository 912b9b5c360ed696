import type { adminScheduleCalls } from '@portal/contracts';
import type { Handlers } from '../../http/route';

export function scheduleHandlers(): Handlers<typeof adminScheduleCalls> {
  return {};
}
