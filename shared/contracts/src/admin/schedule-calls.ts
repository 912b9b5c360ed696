// Back office (issue 34), office hours, slot capacity, closures; today's bookings, check-in, no-show.
import type { ApiCall } from '../call';

export const adminScheduleCalls = {} as const satisfies Record<string, ApiCall>;
