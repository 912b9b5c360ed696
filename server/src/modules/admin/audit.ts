import type { adminAuditCalls } from '@portal/contracts';
import type { Handlers } from '../../http/route';

export function auditHandlers(): Handlers<typeof adminAuditCalls> {
  return {};
}
