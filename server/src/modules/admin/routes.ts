import type { adminCalls } from '@portal/contracts';
import type { Module } from '../../kernel/module';
import { auditHandlers } from './audit';
import { authHandlers } from './auth';
import { contentHandlers } from './content';
import { opsHandlers } from './ops';
import { scheduleHandlers } from './schedule';
import { staffHandlers } from './staff';

/**
 * The back office's own calls (issue 34): staff sign-in with a second factor, the audit log,
 * scheduling and today's bookings, the institution's staff accounts, work queues and operations, the site's menu and route rules.
 * The staff calls of the other areas (answers, transitions, content) stay in their modules.
 */
export const adminModule: Module<typeof adminCalls> = async (ctx) => ({
  handlers: { ...(await authHandlers(ctx.db, ctx.config)), ...auditHandlers(ctx), ...scheduleHandlers(ctx), ...staffHandlers(ctx), ...opsHandlers(ctx), ...contentHandlers(ctx) },
});
