import { z } from 'zod';
import { RECORD_ID_PATTERN } from './route-validation';

/** Every error body: a Korean sentence for people; validation errors add per-field details. */
export const ErrorBody = z.object({
  message: z.string(),
  /** Membership calls add a machine code, e.g. REAUTH_REQUIRED, BAD_CREDENTIALS, DELAYED, NOT_VERIFIED. */
  code: z.string().optional(),
  /** With 429 answers (also sent as the Retry-After header). */
  retryAfterSeconds: z.number().int().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Longest menuUrl we accept: far above any real path, far below abuse. */
export const MAX_URL_LENGTH = 300;

/** A site-relative path such as /dscsn/cyber (query and fragment allowed, as pages pass them). */
export const SitePath = z
  .string()
  .trim()
  .min(1, { error: '경로를 입력해 주세요.' })
  .max(MAX_URL_LENGTH, { error: `경로는 ${MAX_URL_LENGTH}자 이하로 입력해 주세요.` })
  .regex(/^\/(?!\/)[^\s\\]*$/, { error: "경로는 '/' 하나로 시작하고 공백이 없어야 합니다." });

export const OkBody = z.object({ success: z.literal(true) });

/** A record id such as FAQ-0001, SRVY-2026-2 (RECORD_ID_PATTERN), its messages naming the field. */
export const RecordId = (label: string) =>
  z.string({ error: `${label}가 없습니다.` }).trim().regex(RECORD_ID_PATTERN, { error: `${label}가 올바르지 않습니다.` });
