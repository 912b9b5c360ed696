import { z } from 'zod';
import { SitePath } from '../common';
import { SATISFACTION_COMMENT_MAX } from './rules';

export { SATISFACTION_COMMENT_MAX };

/**
 * Server route-rule check (spec section 2: "a server route-rule check that can redirect"; its method
 * and path are not shown, so this is our design): GET /api/menu/routeRule?path=/some/path.
 * NONE: stay. REDIRECT: go to a site path inside the SPA (history replace). EXTERNAL: full page load
 * to an allow-listed https address (institutions whose service runs on their own site).
 */
export const RouteRuleQuery = z.object({ path: z.string({ error: '확인할 경로(path)를 보내 주세요.' }).pipe(SitePath) });
export const RouteRuleResult = z.object({
  path: z.string(),
  action: z.enum(['NONE', 'REDIRECT', 'EXTERNAL']),
  location: z.string().nullable(),
  /** Korean sentence shown while leaving for an external site (null for NONE/REDIRECT). */
  message: z.string().nullable(),
});
export type RouteRuleResult = z.infer<typeof RouteRuleResult>;

/** Page-satisfaction answer (만족도 조사): 5 levels plus an optional comment, stored per menu. */
export const SatisfactionAnswer = z.object({
  menuId: z.string().trim().min(1, { error: '메뉴 정보가 없습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.' }).max(40),
  score: z
    .number({ error: '만족도를 1점부터 5점 중에서 선택해 주세요.' })
    .int({ error: '만족도를 1점부터 5점 중에서 선택해 주세요.' })
    .min(1, { error: '만족도를 1점부터 5점 중에서 선택해 주세요.' })
    .max(5, { error: '만족도를 1점부터 5점 중에서 선택해 주세요.' }),
  comment: z
    .string()
    .trim()
    .max(SATISFACTION_COMMENT_MAX, { error: `의견은 ${SATISFACTION_COMMENT_MAX}자 이하로 입력해 주세요.` })
    .optional()
    .default(''),
});
export type SatisfactionAnswer = z.input<typeof SatisfactionAnswer>;
export const SatisfactionSaved = z.object({ id: z.string(), menuId: z.string(), score: z.number().int(), createdAt: z.string() });
export type SatisfactionSaved = z.infer<typeof SatisfactionSaved>;
/** Header of POST /api/satisfaction: a repeated key returns the first answer (double click, retry). */
export const IDEMPOTENCY_KEY_MAX = 64;
export const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ error: 'Idempotency-Key 헤더가 없습니다. 요청마다 고유한 값을 Idempotency-Key 헤더로 보내 주세요.' })
    .trim()
    .min(1, { error: 'Idempotency-Key 헤더가 비어 있습니다. 요청마다 고유한 값을 보내 주세요.' })
    .max(IDEMPOTENCY_KEY_MAX, { error: `Idempotency-Key 헤더는 ${IDEMPOTENCY_KEY_MAX}자 이하로 보내 주세요.` })
    .regex(/^[\x21-\x7e]+$/, { error: 'Idempotency-Key 헤더에는 공백 없는 영문, 숫자, 기호만 쓸 수 있습니다.' }),
});
export const SatisfactionStatsQuery = z.object({
  menuId: z.string({ error: 'menuId는 하나의 메뉴 ID 문자열로 보내 주세요.' }).trim().max(40, { error: 'menuId는 40자 이하로 보내 주세요.' }).optional().default(''),
});
export const SatisfactionStats = z.object({
  menuId: z.string().nullable(),
  count: z.number().int(),
  average: z.number().nullable(),
  /** Answers per score, index 0 = score 1 … index 4 = score 5. */
  distribution: z.array(z.number().int()).length(5),
});
export type SatisfactionStats = z.infer<typeof SatisfactionStats>;

/** POST /api/session/extend: slides the server session by 1800 s (spec section 9). */
export const SessionExtendResult = z.object({
  authenticated: z.boolean(),
  expiresAt: z.string().nullable(),
  remainingSeconds: z.number().int(),
});
export type SessionExtendResult = z.infer<typeof SessionExtendResult>;

/**
 * Build manifest (spec sections 4 and 7): GET {ctx}/_build/{buildId}/build-manifest.json?t={ms}.
 * buildId is the build the server runs now: the host build plus the registry of remote versions.
 * The page learns the id it was served with from <meta name="portal-build-id">.
 */
export const BuildManifestParams = z.object({ buildId: z.string().max(128, { error: '빌드 ID는 128자 이하여야 합니다.' }) });
export const BuildManifest = z.object({ buildId: z.string(), hostBuild: z.string(), registryUpdatedAt: z.string() });
export type BuildManifest = z.infer<typeof BuildManifest>;
