import { z } from 'zod';

/** /registry.json: which version of each remote the host loads. Written by `pnpm portal`. */
export const RegistryEntry = z.object({
  name: z.string(),
  version: z.string(),
  manifestUrl: z.string(),
  deployedAt: z.string(),
});
export const Registry = z.object({
  updatedAt: z.string(),
  remotes: z.array(RegistryEntry),
});
export type RegistryEntry = z.infer<typeof RegistryEntry>;
export type Registry = z.infer<typeof Registry>;

export const Health = z.object({
  status: z.string(),
  db: z.string().optional(),
  startedAt: z.string().optional(),
  /** /readyz: notices not sent yet (PENDING or SENDING) and the age of the oldest, in seconds. */
  details: z.object({ outbox: z.object({ pending: z.number().int(), oldestPendingAgeSeconds: z.number().int() }) }).optional(),
});
