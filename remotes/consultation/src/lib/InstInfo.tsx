import type { ReactNode } from 'react';
import { Link } from '@portal/router';
import { CONSULT_METHOD_LABELS, type ConsultMethod, type InstCode, type Institution } from '@portal/contracts/client';
import { QueryGate } from '@portal/blocks/list';
import { dscsnInst } from '../api/dscsnInst';
import { isHttps, methodStart, telHref } from './links';
import { Term } from './rsvt-details';

const METHOD_TEXT: Record<ConsultMethod, string> = {
  VISIT: '사무소에 찾아가 얼굴을 보고 상담합니다. 날짜와 시간을 예약합니다.',
  VIDEO: '예약한 시간에 화면으로 얼굴을 보며 상담합니다.',
  PHONE: '예약한 시간에 기관이 전화를 드립니다.',
  CYBER: '글로 묻고 글로 답을 받습니다. 3근무일 안에 답합니다.',
  EXTERNAL: '이 기관의 누리집에서 상담을 신청합니다.',
};
const ACTION: Record<ConsultMethod, string> = {
  VISIT: '방문상담 예약하기',
  VIDEO: '화상상담 예약하기',
  PHONE: '전화상담 예약하기',
  CYBER: '사이버상담 신청하기',
  EXTERNAL: '기관 누리집에서 상담하기',
};

/** One institution page (/dscsn/inst/…) fed by dscsnInst. */
export default function InstInfo({ instCode }: { instCode: InstCode }) {
  const state = dscsnInst.use({ params: { instCode } });
  return (
    <div className="mb-page mb-page--wide ds-page" data-page="dscsn-inst" data-inst={instCode}>
      {state.status !== 'success' ? <h1 className="mb-page__title">기관 안내</h1> : null}
      <QueryGate query={state} what="기관 안내를">
        {(inst) => <InstBody inst={inst} />}
      </QueryGate>
    </div>
  );
}

function InstBody({ inst }: { inst: Institution }) {
  const from = inst.infoPath;
  return (
    <>
      <h1 className="mb-page__title">{inst.name}</h1>
      <p className="mb-page__lead">{inst.summary}</p>
      <section className="fm-card ds-contact" aria-labelledby="inst-contact">
        <h2 id="inst-contact">연락처와 운영 시간</h2>
        <InstFacts inst={inst}>
          <Term term="예약 가능한 사무소">{inst.officeCount > 0 ? `${inst.officeCount}곳` : null}</Term>
        </InstFacts>
      </section>

      <Section id="inst-methods" title="상담 방법">
        <ul className="ds-methods" data-methods="">
          {inst.methods.map((m) => (
            <li key={m} className="ds-method" data-method={m}>
              <h3>{CONSULT_METHOD_LABELS[m]}</h3>
              <p>{METHOD_TEXT[m]}</p>
              {m === 'EXTERNAL' ? <p className="fm-hint">누르면 잠시 안내가 나온 뒤 {inst.name} 누리집으로 이동합니다. 상담은 그 누리집에서 진행합니다.</p> : null}
              <Link className={`btn ${m === 'EXTERNAL' ? 'btn-secondary' : 'btn-primary'} btn-small`} to={methodStart(m, inst.instCode, from)}>
                {ACTION[m]}
                <span className="sr-only"> ({inst.name})</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="inst-about" title="기관 소개">
        {inst.description.map((p) => (
          <p key={p} className="ds-para">
            {p}
          </p>
        ))}
      </Section>

      <TextsSection id="inst-handles" title="도움 받을 수 있는 일" className="ds-tags" texts={inst.handles} />
      <TextsSection id="inst-elig" title="누가 이용할 수 있나요" className="fm-list" texts={inst.eligibility} />

      {inst.services.length ? (
        <Section id="inst-services" title="주요 서비스">
          <ul className="ds-services">
            {inst.services.map((s) => (
              <li key={s.title} className="fm-card">
                <h3>{s.title}</h3>
                <p>{s.description}</p>
                {s.href ? (
                  isHttps(s.href) ? (
                    <a href={s.href} rel="noopener noreferrer" target="_blank">
                      {s.title} 안내 보기<span className="sr-only"> ({inst.name} 누리집, 새 창)</span>
                    </a>
                  ) : (
                    <Link to={s.href}>
                      {s.title} 시작하기
                    </Link>
                  )
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {inst.sources.length ? (
        <section className="ds-sources" aria-labelledby="inst-sources">
          <h2 id="inst-sources">출처</h2>
          <p className="fm-hint">이 페이지의 내용은 아래 공개 자료를 바탕으로 정리했습니다. 바뀐 내용이 있을 수 있으니 신청 전에 기관에 확인해 주세요.</p>
          <ul>
            {inst.sources.map((s) => (
              <li key={s.url}>
                <a href={s.url} rel="noopener noreferrer" target="_blank">
                  {s.title}
                  <span className="sr-only"> (새 창)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** A titled section of the page; `id` names its heading. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="ds-sec" aria-labelledby={id}>
      <h2 id={id} className="ds-sec__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A titled list of short texts, left out when there are none. */
function TextsSection({ id, title, className, texts }: { id: string; title: string; className: string; texts: string[] }) {
  if (!texts.length) return null;
  return (
    <Section id={id} title={title}>
      <ul className={className}>
        {texts.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </Section>
  );
}

/** How to reach an institution (phone, hours, address, site) as a definition list; `children` add terms. */
export function InstFacts({ inst, children }: { inst: Pick<Institution, 'phone' | 'hours' | 'address' | 'website'>; children?: ReactNode }) {
  return (
    <dl className="fm-dl">
      <Term term="전화">
        {inst.phone ? (
          <a href={telHref(inst.phone)} data-inst-phone="">
            {inst.phone}
          </a>
        ) : null}
      </Term>
      <dt>운영 시간</dt>
      <dd>{inst.hours}</dd>
      <Term term="주소">{inst.address}</Term>
      <dt>누리집</dt>
      <dd>
        <a href={inst.website} rel="noopener noreferrer" target="_blank" data-inst-site="">
          {inst.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
          <span className="sr-only"> (새 창)</span>
        </a>
      </dd>
      {children}
    </dl>
  );
}
