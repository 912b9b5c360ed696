// Back office (issue 34), the append-only audit log, masked records opened with a reason.
import type { ApiCall } from '../call';

export const adminAuditCalls = {} as const satisfies Record<string, ApiCall>;
