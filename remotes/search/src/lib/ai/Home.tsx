import { useState } from 'react';
import { Link, useNavigate } from '@portal/router';
import { AI_DISCLAIMER, AI_RECOMMENDED_QUESTIONS } from '@portal/contracts/client';
import { PageHeading } from '@portal/ui/form';
import { AskBox } from './AskBox';
import { History } from './History';
import { resultHref } from './address';
import { FAMILIES, familyPath, type Family } from './tabs';
import '../ai.css';

/**
 * The entry page of the AI guidance (/ai, or a family's /ai/actmain, /ai/edmain): the question box,
 * recommended questions that fill it, and the member's conversations. Asking goes to the result page
 * with the question in the address.
 */
export function AiHome({ family, page }: { family?: Family; page: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const f = family ? FAMILIES[family] : null;
  const target = family ? familyPath(family) : '/ai/result';
  return (
    <div className="mb-page mb-page--wide ai-page" data-page={page}>
      <PageHeading title={f ? `AI ${f.title}` : 'AI 법률 안내'} lead={f?.lead ?? '궁금한 법률 문제를 적으면 법령·판례·사례에서 찾은 내용으로 안내하고, 상담으로 이어 드립니다.'} />
      {f ? null : (
        <nav className="ai-families" aria-label="안내 종류">
          <ul>
            {(Object.keys(FAMILIES) as Family[]).map((k) => (
              <li key={k}>
                <Link to={FAMILIES[k].main} className="ai-family">
                  <strong>{FAMILIES[k].title}</strong>
                  <span>{FAMILIES[k].lead}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <section className="ai-start" aria-labelledby="ai-start-title">
        <h2 className="ai-section__title" id="ai-start-title">
          질문하기
        </h2>
        <AskBox id="ai-question" label="질문" value={value} onValue={setValue} onAsk={(question) => navigate(resultHref(target, { q: question }))} />
        <p className="ai-note">{AI_DISCLAIMER}</p>
      </section>
      <section className="ai-recommend" aria-labelledby="ai-recommend-title" data-ai-recommended="">
        <h2 className="ai-section__title" id="ai-recommend-title">
          추천 질문
        </h2>
        <p className="ai-note">누르면 질문 칸에 채워집니다. 내 사정에 맞게 고쳐서 물어보세요.</p>
        <ul className="ai-recommend__list">
          {AI_RECOMMENDED_QUESTIONS.map((question) => (
            <li key={question}>
              <button
                type="button"
                className="ai-chip"
                onClick={() => {
                  setValue(question);
                  document.getElementById('ai-question')?.focus();
                }}
              >
                {question}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <History />
    </div>
  );
}
