import type { adminOpsCalls } from '@portal/contracts';
import type { Handlers } from '../../http/route';

export function opsHandlers(): Handlers<typeof adminOpsCalls> {
  return {};
}
