import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '@portal/router';
import type { AiAnswer, AiCitation } from '@portal/contracts/client';
import { bodyKeySource, useSend, type BodyKey } from '@portal/blocks/form';
import { Loading } from '@portal/blocks/list';
import { LoadError, Notice, PageHeading, errorStatus } from '@portal/ui/form';
import { useQueryClient } from '@tanstack/react-query';
import { aiConversation } from '../../api/aiConversation';
import { AnswerText, CitationPanel, Citations, Disclaimer, Emergency, Handoff } from './Answer';
import { AskBox } from './AskBox';
import { resultHref } from './address';
import { askStreaming, type AiAsk } from './stream';
import { FamilyTabs, TabResults } from './Tabs';
import type { Family } from './tabs';
import '../ai.css';

const KEY_SLOT = 'portal-ai-ask-key';
/** One Idempotency-Key per question (same words, same conversation), kept for the tab: a reload or a double click asks once. */
const sessionKeys = bodyKeySource({
  get: () => {
    try {
      return JSON.parse(sessionStorage.getItem(KEY_SLOT) ?? 'null') as BodyKey | null;
    } catch {
      return null;
    }
  },
  set: (k) => {
    try {
      sessionStorage.setItem(KEY_SLOT, JSON.stringify(k));
    } catch {
      // storage refused (private mode): the key lives for this send only
    }
  },
});

export interface AiResultProps {
  title: string;
  page: string;
  family?: Family;
  /** The family's current tab key (its results under the conversation). */
  tab?: string;
  /** /ai/result/search: the question box comes first. */
  askFirst?: boolean;
}

/**
 * A conversation of the AI guidance: `?q=` is asked once on arrival (then the address names the
 * conversation, so a reload reads it instead of asking again), `?conversationId=` reads it; the
 * answer streams in; citations open in a side panel; the hand-off always; a follow-up box.
 */
export function AiResult({ title, page, family, tab, askFirst }: AiResultProps) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const params = new URLSearchParams(search);
  const q = params.get('q')?.trim() ?? '';
  const conversationId = params.get('conversationId') ?? '';
  const conv = aiConversation.use({ params: { conversationId } }, { enabled: Boolean(conversationId) });
  const [local, setLocal] = useState<AiAnswer[]>([]);
  const [streaming, setStreaming] = useState<{ question: string; text: string } | null>(null);
  const [value, setValue] = useState('');
  const [cited, setCited] = useState<AiCitation | null>(null);
  const [said, setSaid] = useState('');
  const citeFrom = useRef<HTMLElement | null>(null);

  const send = useSend<AiAsk, AiAnswer>({
    key: sessionKeys,
    send: (input, key) => {
      setStreaming({ question: input.question, text: '' });
      setSaid('답변을 만드는 중입니다.');
      return askStreaming(input, key, (text) => setStreaming({ question: input.question, text }));
    },
    onDone: (answer) => {
      setStreaming(null);
      setLocal((l) => [...l.filter((x) => x.messageId !== answer.messageId), answer]);
      setValue('');
      setSaid('답변이 나왔습니다.');
      void client.invalidateQueries({ queryKey: ['aiConversations'] });
      void client.invalidateQueries({ queryKey: ['aiConversation'] });
      if (q || conversationId !== answer.conversationId) navigate(resultHref(pathname, { conversationId: answer.conversationId }), { replace: true });
    },
    refused: (_refusal, input) => {
      setStreaming(null);
      setSaid('');
      // what was asked stays in the box to send again
      setValue((v) => v || input.question);
      return undefined;
    },
  });

  const asked = useRef('');
  useEffect(() => {
    const id = `${conversationId}\n${q}`;
    if (!q || asked.current === id) return;
    asked.current = id;
    void send.submit({ question: q, ...(conversationId ? { conversationId } : {}) });
  }, [q, conversationId]); // eslint-disable-line react-hooks/exhaustive-deps -- the address's question, asked once

  const turns = useMemo(() => {
    const server = conv.data?.conversationId === conversationId ? conv.data.turns : [];
    const mine = local.filter((t) => !conversationId || t.conversationId === conversationId);
    return [...server, ...mine.filter((t) => !server.some((s) => s.messageId === t.messageId))];
  }, [conv.data, local, conversationId]);
  const latest = turns.at(-1) ?? null;
  const current = conversationId || latest?.conversationId || '';
  const emergency = useMemo(() => {
    const all = turns.flatMap((t) => t.handoff.emergency);
    return all.filter((e, i) => all.findIndex((x) => x.tel === e.tel) === i);
  }, [turns]);
  const onCite = (c: AiCitation, from: HTMLElement) => {
    citeFrom.current = from;
    setCited(c);
  };
  const failure: ReactNode = send.errors.question ?? send.failure;
  const ask = (question: string) => void send.submit({ question, ...(current ? { conversationId: current } : {}) });

  const box = (
    <section className="ai-follow" aria-labelledby="ai-follow-title" data-ai-follow="">
      <h2 className="ai-section__title" id="ai-follow-title">
        {turns.length ? '이어서 물어보기' : '질문하기'}
      </h2>
      <AskBox id="ai-follow-question" label={turns.length ? '이어서 물어볼 질문' : '질문'} value={value} onValue={setValue} onAsk={ask} pending={send.pending} failure={failure} />
    </section>
  );

  let body: ReactNode = null;
  if (conversationId && conv.isPending && !local.length) body = <Loading what="대화를" />;
  else if (conversationId && conv.isError && !local.length)
    body =
      errorStatus(conv.error) === 404 ? (
        <Notice tone="error" role="alert">
          대화를 찾을 수 없습니다. 삭제되었거나 다른 회원의 대화입니다. <Link to="/ai">새로 물어보기</Link>
        </Notice>
      ) : (
        <LoadError what="대화를" retry={() => void conv.refetch()} />
      );

  return (
    <div className="mb-page mb-page--wide ai-page" data-page={page}>
      <PageHeading title={title} />
      <Emergency numbers={emergency} />
      {askFirst ? box : null}
      <p className="sr-only" role="status">
        {said}
      </p>
      {turns.some((t) => t.sandbox) ? (
        <p className="ai-sandbox" data-ai-sandbox="">
          <span className="fm-sandbox__badge">샌드박스</span> 샌드박스(시험용) 답변기: 찾은 문장을 그대로 모아 보여 줍니다
        </p>
      ) : null}
      {body}
      {turns.map((t, i) => (
        <article key={t.messageId} className="ai-turn" aria-labelledby={`ai-turn-${i}`} data-ai-turn={t.messageId} data-no-answer={t.noAnswer ? 'Y' : 'N'}>
          <h2 className="ai-turn__title" id={`ai-turn-${i}`}>
            질문 {i + 1}
          </h2>
          <p className="ai-question">{t.question}</p>
          {t.notice ? <Notice tone="warning">{t.notice}</Notice> : null}
          <h3 className="ai-answer__title">{t.noAnswer ? '답변 대신 상담을 안내합니다' : '답변'}</h3>
          <AnswerText answer={t.answer} citations={t.citations} onCite={onCite} />
          <Citations turn={t} onCite={onCite} />
        </article>
      ))}
      {streaming ? (
        <article className="ai-turn" aria-labelledby="ai-turn-streaming" aria-busy="true" data-ai-streaming="">
          <h2 className="ai-turn__title" id="ai-turn-streaming">
            질문 {turns.length + 1}
          </h2>
          <p className="ai-question">{streaming.question}</p>
          <h3 className="ai-answer__title">답변</h3>
          <div className="ai-answer__text">
            {streaming.text ? streaming.text.split('\n').filter((l) => l.trim()).map((l, i) => <p key={i} className="ai-answer__sentence">{l}</p>) : <p className="ai-note">답변을 만드는 중입니다…</p>}
          </div>
        </article>
      ) : null}
      {family ? (
        <>
          <FamilyTabs family={family} current={tab ?? null} conversationId={current} />
          {tab ? <TabResults family={family} tab={tab} question={latest?.question ?? streaming?.question ?? q} /> : null}
        </>
      ) : null}
      {turns.length || streaming ? <Disclaimer sourcesDate={latest?.sourcesDate} /> : null}
      <Handoff turn={latest} />
      {askFirst ? null : box}
      <nav className="ai-more" aria-label="AI 안내 더 보기">
        <ul>
          <li>
            <Link to="/ai">새 질문하기</Link>
          </li>
          <li>
            <Link to="/ai/result/leftside">대화목록 보기</Link>
          </li>
        </ul>
      </nav>
      <CitationPanel
        citation={cited}
        conversationId={current || undefined}
        onClose={() => {
          setCited(null);
          citeFrom.current?.focus();
        }}
      />
    </div>
  );
}
