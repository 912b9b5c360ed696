import type { ReactNode } from 'react';
import { Link } from '@portal/router';
import { CYBER_ANSWER_WORKING_DAYS, QNA_CONTENT_MAX } from '@portal/contracts/client';
import { PageHeading } from '@portal/ui/form';
import { fillText } from '@portal/ui/format';
import { Toc } from '../../lib/Toc';
import topicsJson from '../../lib/guide-topics.json';
import '../../lib/center.css';

interface Topic<Body = string> {
  id: string;
  title: string;
  lead: string;
  steps: { title: string; body: Body }[];
  links: { to: string; label: string }[];
}

// The portal's real flows (README "Membership and sign-in", "Consultation", the shell): keep in step with them.
// The topics are data (guide-topics.json); what their words name stands there as {NAME}, filled in here.
const FILL = { CYBER_ANSWER_WORKING_DAYS, TEL_132: <a href="tel:132">국번 없이 132</a> };
const written: readonly Topic[] = topicsJson;
const TOPICS: Topic<ReactNode>[] = written.map((t) => ({ ...t, steps: t.steps.map((s) => ({ title: s.title, body: fillText(s.body, FILL) })) }));

/** /center/gd: how to use the portal, step by step, with a table of contents and links to the real pages. */
export default function Guide() {
  return (
    <div className="mb-page mb-page--wide ct-page" data-page="center-guide">
      <PageHeading title="이용 안내" lead="법률구조 플랫폼에서 할 수 있는 일과 그 순서를 안내합니다. 궁금한 항목을 목차에서 골라 바로 가 보세요." />
      <Toc block="ct-toc" title="목차" titleId="gd-toc-title" entries={TOPICS.map((t) => ({ id: t.id, label: t.title }))} data-guide-toc="" />
      {TOPICS.map((t, i) => (
        <section key={t.id} id={t.id} className="ct-guide" aria-labelledby={`${t.id}-title`} tabIndex={-1}>
          <h2 id={`${t.id}-title`} className="ct-guide__title">
            <span className="ct-guide__no" aria-hidden="true">
              {i + 1}
            </span>
            {t.title}
          </h2>
          <p className="ct-guide__lead">{t.lead}</p>
          <ol className="ct-steps">
            {t.steps.map((s, n) => (
              <li key={s.title}>
                <p className="ct-steps__title">
                  <span className="sr-only">{n + 1}단계: </span>
                  {s.title}
                </p>
                <p className="ct-steps__body">{s.body}</p>
              </li>
            ))}
          </ol>
          <p className="ct-guide__links">
            <span className="ct-guide__links-label">바로 가기</span>
            {t.links.map((l) => (
              <Link key={l.to} to={l.to} className="btn btn-secondary btn-small">
                {l.label}
              </Link>
            ))}
          </p>
        </section>
      ))}
      <section className="ct-guide ct-guide--ask" aria-labelledby="gd-ask-title">
        <h2 id="gd-ask-title" className="ct-guide__title">
          찾는 내용이 없나요?
        </h2>
        <p>
          <Link to="/center/faq/list">자주 묻는 질문</Link>을 먼저 찾아보시고, 그래도 답이 없으면 <Link to="/center/qna">묻고 답하기</Link>에 {QNA_CONTENT_MAX.toLocaleString('ko-KR')}자까지 질문을 남겨 주세요. 법률 문제 자체에 대한 상담은{' '}
          <Link to="/dscsn/cyber">사이버상담</Link>을 이용해 주세요.
        </p>
      </section>
    </div>
  );
}
