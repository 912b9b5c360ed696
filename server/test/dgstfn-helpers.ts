import { randomBytes } from 'node:crypto';
import type { Browser } from './helpers';

/** 2026-11-21 10:00 KST: SRVY-2026-2 and SRVY-2026-C open, SRVY-2026-1 closed, SRVY-2027-1 and SRVY-2027-2 upcoming. */
export const SURVEY_DAY = Date.parse('2026-11-21T10:00:00+09:00');

export const Q2 = ['Q1', 'Q2', 'Q3', 'Q4', 'Q5', 'Q6', 'Q7', 'Q8'] as const;
export const allScores = (ids: readonly string[] = Q2, score = 4) => Object.fromEntries(ids.map((id) => [id, score]));
export const idemKey = () => `t-${randomBytes(8).toString('hex')}`;

export const answer = (b: Browser, surveyId: string, body: unknown, key = idemKey()) =>
  b.post(`/api/dgstfn/surveys/${surveyId}/answers`, body, { headers: { 'idempotency-key': key } });
