// Back office (issue 34), area `admin`: the staff's own calls under /api/admin, one table per part.
// The staff calls of the other areas (answers, transitions, content) stay in their areas.
import { adminAuditCalls } from './audit-calls';
import { adminAuthCalls } from './auth-calls';
import { adminContentCalls } from './content-calls';
import { adminOpsCalls } from './ops-calls';
import { adminScheduleCalls } from './schedule-calls';
import { adminStaffCalls } from './staff-calls';

export const adminCalls = { ...adminAuthCalls, ...adminAuditCalls, ...adminScheduleCalls, ...adminStaffCalls, ...adminOpsCalls, ...adminContentCalls };

export { adminAuditCalls, adminAuthCalls, adminContentCalls, adminOpsCalls, adminScheduleCalls, adminStaffCalls };
