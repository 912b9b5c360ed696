// Back office (issue 34), work queues, the remote registry, the outbox, satisfaction statistics.
import type { ApiCall } from '../call';

export const adminOpsCalls = {} as const satisfies Record<string, ApiCall>;
