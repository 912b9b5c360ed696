// One answer: the refusal rules, the sources that speak to the question's subject, the adapter's
// draft, the server's grounding check, and the way to people that comes with every answer.
import { sql } from 'drizzle-orm';
import { AI_EMERGENCY_NUMBERS, type AiAnswer } from '@portal/contracts';
import type { Db } from '../../db/client';
import type { SearchIndex } from '../../kernel/search/engine';
import { ground, type Draft } from './grounding';
import { refusalOf } from './policy';
import { sandboxAnswer } from './sandbox';
import { sourcesFor, type Source } from './sources';

export type Composed = Pick<AiAnswer, 'answer' | 'citations' | 'noAnswer' | 'handoff' | 'sandbox' | 'notice'>;

/** The model behind the answers: the sandbox here; an OpenAI-compatible server behind the same shape. */
export interface AnswerAdapter {
  sandbox: boolean;
  /** The draft (checked by the server before anyone sees it); `sandbox` when the sandbox wrote it after all. */
  draft(question: string, sources: Source[]): Promise<{ draft: Draft; notice: string | null; sandbox: boolean }>;
}

export const sandboxAdapter: AnswerAdapter = { sandbox: true, draft: async (question, sources) => ({ draft: sandboxAnswer(question, sources), notice: null, sandbox: true }) };

const NO_SOURCE = '이 질문에 맞는 법령·판례·사례를 찾지 못해 답을 드릴 수 없습니다. 상담에서 사정을 자세히 말씀하시면 도와드릴 수 있습니다.';
const AFTER_ANSWER = '내 사정에 맞는 판단이 필요하면 상담을 받아 보세요. 질문은 상담 신청서로 옮겨 드립니다.';

export async function compose(db: Db, index: SearchIndex, adapter: AnswerAdapter, question: string, previous: string | null): Promise<Composed> {
  const refusal = refusalOf(question);
  const emergency = refusal?.reason === 'EMERGENCY' ? AI_EMERGENCY_NUMBERS.map((e) => ({ ...e })) : [];
  if (refusal?.reason === 'NOT_ALLOWED') {
    return { answer: refusal.message, citations: [], noAnswer: true, handoff: { reason: 'NOT_ALLOWED', message: AFTER_ANSWER, question, emergency }, sandbox: adapter.sandbox, notice: null };
  }
  const { sources, subject } = await sourcesFor(db, index, question, previous);
  const { draft, notice, sandbox } = sources.length ? await adapter.draft(question, sources) : { draft: { answer: '', citations: [] }, notice: null, sandbox: adapter.sandbox };
  const grounded = ground(draft, sources, subject);
  const dropped = grounded.dropped && grounded.answer ? `출처로 확인되지 않은 문장 ${grounded.dropped}개를 뺐습니다.` : null;
  if (!grounded.answer) {
    return {
      answer: refusal ? refusal.message : NO_SOURCE,
      citations: [],
      noAnswer: true,
      handoff: { reason: refusal ? 'EMERGENCY' : 'NO_SOURCE', message: refusal ? refusal.message : AFTER_ANSWER, question, emergency },
      sandbox,
      notice,
    };
  }
  return {
    answer: grounded.answer,
    citations: grounded.citations,
    noAnswer: false,
    handoff: { reason: refusal ? 'EMERGENCY' : null, message: refusal ? refusal.message : AFTER_ANSWER, question, emergency },
    sandbox,
    notice: [notice, dropped].filter(Boolean).join(' ') || null,
  };
}

/** The date of the sources: when the search index was last built (KST). */
export async function sourcesDate(db: Db): Promise<string> {
  const rows = ((await db.execute(sql`SELECT to_char(loaded_at AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD') AS d FROM content_versions WHERE name = 'search-index'`)) as unknown as {
    rows: { d: string }[];
  }).rows;
  return rows[0]?.d ?? new Date().toISOString().slice(0, 10);
}
