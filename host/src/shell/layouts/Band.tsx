import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '@portal/router';
import { AreaBand } from '@portal/ui/chrome';
import { applicationStep, applicationSteps, type FrameSpec } from './frames';
import { problems } from './problems';

function Steps() {
  const { pathname } = useLocation();
  const current = applicationStep(pathname);
  return (
    <ol className="band-steps" aria-label="법률구조 신청 절차">
      {applicationSteps.map((s, i) => (
        <li key={s} className={i === current ? 'is-current' : i < current ? 'is-done' : undefined} aria-current={i === current ? 'step' : undefined}>
          <span className="band-steps__no" aria-hidden="true">
            {i + 1}
          </span>
          <span className="band-steps__label">{s}</span>
          {i < current ? <span className="sr-only">(완료)</span> : null}
        </li>
      ))}
    </ol>
  );
}

function ProblemChips() {
  const { search } = useLocation();
  const active = new URLSearchParams(search).get('problem');
  return (
    <ul className="band-chips" aria-label="문제 유형">
      {problems.map((p) => (
        <li key={p.key}>
          <Link to={p.to} className="band-chip" aria-current={active === p.key ? 'true' : undefined}>
            {p.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function InstSearch() {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const k = keyword.trim();
    navigate(k ? `/servicepvsn/list?keyword=${encodeURIComponent(k)}` : '/servicepvsn/list');
  };
  return (
    <form className="band-search" role="search" aria-label="기관 검색" onSubmit={onSubmit}>
      <label htmlFor="band-inst-search" className="sr-only">
        기관명 또는 지역
      </label>
      <input id="band-inst-search" type="search" value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder="기관명 또는 지역을 입력해 주세요" maxLength={50} />
      <button type="submit" className="btn btn-primary">
        기관 찾기
      </button>
    </form>
  );
}

/** The area band (@portal/ui's AreaBand) of a frame: breadcrumb, the area's name, one line, the area's extra. */
export function Band({ band, breadcrumb }: { band: NonNullable<FrameSpec['band']>; breadcrumb: ReactNode }) {
  return (
    <AreaBand tone={band.tone} title={band.title} text={band.text} breadcrumb={breadcrumb}>
      {band.extra === 'steps' ? <Steps /> : null}
      {band.extra === 'problems' ? <ProblemChips /> : null}
      {band.extra === 'inst-search' ? <InstSearch /> : null}
    </AreaBand>
  );
}
