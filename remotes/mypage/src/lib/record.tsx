// The frame of my record pages (cyber consultation, reservation, Q&A): the summary at the top,
// the answer card and the actions under the record.
import type { ReactNode } from 'react';
import { ButtonLink, Notice } from '@portal/ui/form';
import { RecordCard } from '@portal/blocks/record';
import { fmtDateTime } from './dscsn/format';

type DataMarks = { [mark: `data-${string}`]: string };

/** The summary box: status badge and number, the title (`h2#{id}`), and where/what under it (`children`). */
export function RecordSummary({ id, marks, badge, number, title, children }: { id: string; marks: DataMarks; badge: ReactNode; number: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="md-summary" aria-labelledby={id} {...marks}>
      <div className="md-summary__top">
        {badge}
        <span className="md-summary__no">{number}</span>
      </div>
      <h2 id={id} className="md-summary__when">
        {title}
      </h2>
      <p className="md-summary__where">{children}</p>
    </section>
  );
}

/** The answer card: who answered and when, the answer (then `after`), or the `waiting` words while there is none. */
export function AnswerCard({ id, answer, waiting, after }: { id: string; answer: { answeredBy: string; answeredAt: string; answer: string } | null | undefined; waiting: ReactNode; after?: ReactNode }) {
  return (
    <RecordCard id={id} title="답변" className={`md-answer ${answer ? 'is-answered' : ''}`.trim()} marks={{ 'data-answer-section': '' }}>
      {answer ? (
        <>
          <p className="md-answer__meta">
            {answer.answeredBy} · {fmtDateTime(answer.answeredAt)}
          </p>
          <p className="md-text" data-answer="">
            {answer.answer}
          </p>
          {after}
        </>
      ) : (
        <Notice tone="info" role="status">
          <p data-waiting="">{waiting}</p>
        </Notice>
      )}
    </RecordCard>
  );
}

/** The actions under a record: '목록으로' back to `list`, then any others. */
export function BackToList({ list, children }: { list: string; children?: ReactNode }) {
  return (
    <div className="fm-actions" style={{ marginTop: 24 }}>
      <ButtonLink to={list} variant="secondary">
        목록으로
      </ButtonLink>
      {children}
    </div>
  );
}

/** One event of a record's history: what happened, who did it, when, and what they wrote. */
export interface HistoryItem {
  key: string;
  what: ReactNode;
  who: string;
  at: string;
  message?: { term: string; text: string } | null;
}

/** The history of a record as a timeline (oldest first), in a card titled `title`. */
export function HistoryCard({ id, title, items }: { id: string; title: string; items: readonly HistoryItem[] }) {
  return (
    <RecordCard id={id} title={title} marks={{ 'data-history': '' }}>
      {items.length ? (
        <ol className="me-timeline">
          {items.map((h) => (
            <li key={h.key} data-history-item="">
              <p className="me-timeline__what">{h.what}</p>
              <p className="me-timeline__meta">
                {h.who} · <time dateTime={h.at}>{fmtDateTime(h.at)}</time>
              </p>
              {h.message ? (
                <p className="me-timeline__msg">
                  <span className="sr-only">{h.message.term}: </span>
                  {h.message.text}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="fm-hint">아직 기록이 없습니다.</p>
      )}
    </RecordCard>
  );
}
