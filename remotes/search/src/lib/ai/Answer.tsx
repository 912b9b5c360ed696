import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from '@portal/router';
import { AI_DISCLAIMER, AI_HANDOFF_LINKS, SEARCH_KIND_LABELS, type AiAnswer, type AiCitation } from '@portal/contracts/client';
import { handoffHref, sourceHref } from './address';

/** A sentence's text with its [n] markers as buttons that open the cited source. */
function Sentence({ text, citations, onCite }: { text: string; citations: readonly AiCitation[]; onCite(c: AiCitation, from: HTMLElement): void }) {
  const parts = text.split(/(\[\d+\])/);
  return (
    <p className="ai-answer__sentence">
      {parts.map((part, i) => {
        const n = /^\[(\d+)\]$/.exec(part)?.[1];
        const c = n ? citations.find((x) => x.n === Number(n)) : undefined;
        if (!c) return part;
        return (
          <button key={i} type="button" className="ai-cite" onClick={(e) => onCite(c, e.currentTarget)} data-cite={c.n}>
            [{c.n}]<span className="sr-only"> 출처 보기: {c.title}</span>
          </button>
        );
      })}
    </p>
  );
}

/** The answer's lines, plain text with their citation buttons. */
export function AnswerText({ answer, citations, onCite }: { answer: string; citations: readonly AiCitation[]; onCite(c: AiCitation, from: HTMLElement): void }) {
  return (
    <div className="ai-answer__text" data-ai-answer-text="">
      {answer
        .split('\n')
        .filter((l) => l.trim())
        .map((line, i) => (
          <Sentence key={i} text={line} citations={citations} onCite={onCite} />
        ))}
    </div>
  );
}

/** The numbered sources of one answer. */
export function Citations({ turn, onCite }: { turn: AiAnswer; onCite(c: AiCitation, from: HTMLElement): void }) {
  if (!turn.citations.length) return null;
  return (
    <div className="ai-sources" data-ai-citations="">
      <h3 className="ai-sources__title">출처</h3>
      <ol className="ai-sources__list">
        {turn.citations.map((c) => (
          <li key={c.n} value={c.n} className="ai-sources__item">
            <span className="se-item__kind">{SEARCH_KIND_LABELS[c.kind]}</span>{' '}
            <button type="button" className="ai-link-button" onClick={(e) => onCite(c, e.currentTarget)}>
              [{c.n}] {c.title}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** One source in the side panel: a modal <dialog> (focus moves in, Escape closes, focus returns). */
export function CitationPanel({ citation, conversationId, onClose }: { citation: AiCitation | null; conversationId?: string; onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (citation && !d.open) d.showModal();
    if (!citation && d.open) d.close();
  }, [citation]);
  return (
    <dialog ref={ref} className="ai-panel" aria-labelledby="ai-panel-title" onClose={onClose} data-ai-source-panel="">
      {citation ? (
        <div className="ai-panel__body">
          <p className="ai-panel__kind">
            출처 [{citation.n}] · {SEARCH_KIND_LABELS[citation.kind]}
          </p>
          <h2 className="ai-panel__title" id="ai-panel-title">
            {citation.title}
          </h2>
          <blockquote className="ai-panel__quote" data-ai-quote="">
            {citation.quote}
          </blockquote>
          <ul className="ai-panel__links">
            <li>
              {citation.url.startsWith('/') ? <Link to={citation.url}>원문 보기: {citation.title}</Link> : <a href={citation.url}>원문 보기: {citation.title}</a>}
            </li>
            <li>
              <Link to={sourceHref(citation, conversationId)}>이 출처를 한 화면으로 보기</Link>
            </li>
          </ul>
          <button type="button" className="btn btn-secondary" onClick={() => ref.current?.close()}>
            닫기
          </button>
        </div>
      ) : null}
    </dialog>
  );
}

/** The emergency numbers, before anything else when the question spoke of violence or self-harm. */
export function Emergency({ numbers }: { numbers: readonly { name: string; tel: string }[] }) {
  if (!numbers.length) return null;
  return (
    <section className="ai-emergency" aria-labelledby="ai-emergency-title" data-ai-emergency="">
      <h2 className="ai-emergency__title" id="ai-emergency-title">
        지금 위험하다면 먼저 전화하세요
      </h2>
      <ul className="ai-emergency__list">
        {numbers.map((e) => (
          <li key={e.tel}>
            <a href={`tel:${e.tel}`} className="ai-emergency__tel">
              {e.tel}
            </a>{' '}
            {e.name}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The way to people: booking and cyber consultation with the question carried over, and 132. */
export function Handoff({ turn }: { turn: Pick<AiAnswer, 'handoff' | 'question'> | null }) {
  const question = turn?.handoff.question || turn?.question || '';
  return (
    <section className="ai-handoff" aria-labelledby="ai-handoff-title" data-ai-handoff="">
      <h2 className="ai-section__title" id="ai-handoff-title">
        사람에게 상담받기
      </h2>
      {turn?.handoff.message ? <p>{turn.handoff.message}</p> : <p>내 사정에 맞는 판단은 상담에서 받을 수 있습니다. 질문은 상담 신청서에 옮겨 적어 드립니다.</p>}
      <ul className="ai-handoff__list">
        {AI_HANDOFF_LINKS.map((l) => {
          const href = handoffHref(l.url, question);
          return (
            <li key={l.key}>
              {href.startsWith('/') ? (
                <Link to={href} className="btn btn-secondary" data-handoff={l.key}>
                  {l.label}
                </Link>
              ) : (
                <a href={href} className="btn btn-secondary" data-handoff={l.key}>
                  {l.label}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The disclaimer and the sources' date. */
export function Disclaimer({ sourcesDate, children }: { sourcesDate?: string; children?: ReactNode }) {
  return (
    <div className="ai-disclaimer" data-ai-disclaimer="">
      <p>{AI_DISCLAIMER}</p>
      {sourcesDate ? <p>자료 기준일 {sourcesDate}</p> : null}
      {children}
    </div>
  );
}
