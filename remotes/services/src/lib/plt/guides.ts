import { BOOKING_DAYS_AHEAD, CHANGE_DEADLINE_MINUTES, CYBER_ANSWER_WORKING_DAYS, SUMMARY_MAX } from '@portal/contracts/client';
import { fillText } from '@portal/ui/format';
import guidesJson from './guides.json';

/** A link of a guide to a page of this portal (a path of routes.txt). */
export interface GuideLink {
  to: string;
  label: string;
}

/** One task explained step by step: the /plt/guide accordion and the /popup/lasp/content window show it. */
export interface Guide {
  /** The id in the address: /popup/lasp/content?id=<id>, and the section's anchor on /plt/guide. */
  id: string;
  title: string;
  /** One sentence: what the task is for. */
  summary: string;
  steps: { title: string; body: string }[];
  /** Something to keep in mind (who may use it, what it is not). */
  note?: string;
  links: GuideLink[];
}

// The portal's own flows (README: consultation, application, self-diagnosis, search, AI guidance) and
// the limits of the contracts, so the words follow the pages they describe. Keep in step with them.
// The guides are data (guides.json); the limits they name stand there as {NAME}, filled in here.
const LIMITS = {
  BOOKING_DAYS_AHEAD,
  SUMMARY_MAX: SUMMARY_MAX.toLocaleString('ko-KR'),
  CHANGE_DEADLINE_HOURS: CHANGE_DEADLINE_MINUTES / 60,
  CYBER_ANSWER_WORKING_DAYS,
};

const written: readonly Guide[] = guidesJson;
export const GUIDES: readonly Guide[] = written.map((g) => ({ ...g, steps: g.steps.map((s) => ({ title: s.title, body: fillText(s.body, LIMITS) })) }));

export function guideById(id: string | null): Guide | undefined {
  return id ? GUIDES.find((g) => g.id === id) : undefined;
}
