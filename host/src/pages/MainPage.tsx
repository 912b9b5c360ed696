import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';

const problems = [
  { title: '전세·임대차', text: '보증금을 돌려받지 못하거나 계약 갱신으로 다툴 때', to: '/servicetype/list?problem=lease' },
  { title: '임금체불', text: '월급·퇴직금을 받지 못했을 때', to: '/servicetype/list?problem=wage' },
  { title: '이혼·양육비', text: '이혼, 양육비, 친권·면접교섭 문제', to: '/servicetype/list?problem=family' },
  { title: '채무·파산·회생', text: '빚 독촉, 개인회생·파산 상담', to: '/servicetype/list?problem=debt' },
  { title: '가정폭력·성폭력', text: '피해자 법률 지원과 보호', to: '/servicetype/list?problem=violence' },
  { title: '소비자·계약', text: '계약 해지, 환불, 손해배상', to: '/servicetype/list?problem=contract' },
];

const services = [
  { title: '상담 예약', text: '방문·전화·화상 상담을 예약합니다', to: '/dscsn/rsvt/DscsnRsvtM' },
  { title: '사이버 상담', text: '온라인으로 글을 남기고 답변을 받습니다', to: '/dscsn/cyber' },
  { title: '법률구조 전자접수', text: '무료 소송 지원을 온라인으로 신청합니다', to: '/elrcpt/gd' },
  { title: '자가진단', text: '무료 법률구조 대상인지 확인합니다', to: '/elrcpt/slfdgns/SlfdgnsInfo' },
  { title: '법률복지지도', text: '가까운 법률 지원 기관을 찾습니다', to: '/myservice/lawmap' },
  { title: '서비스 찾기', text: '상황에 맞는 기관과 서비스를 안내합니다', to: '/myservice/easysearch' },
];

interface Tile {
  title: string;
  text: string;
  to: string;
}

function TileList({ tiles, variant }: { tiles: Tile[]; variant?: 'service' }) {
  return (
    <ul className={variant ? 'tile-grid tile-grid--services' : 'tile-grid'}>
      {tiles.map((t) => (
        <li key={t.title}>
          <Link className={variant ? 'tile tile--service' : 'tile'} to={t.to}>
            <span className="tile__title">{t.title}</span>
            <span className="tile__text">{t.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function MainPage() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [error, setError] = useState('');
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const q = query.trim();
    if (!q) {
      setError('검색어를 입력해 주십시오. 예: 전세 보증금, 임금체불');
      return;
    }
    setError('');
    navigate(`/search/totalresult?query=${encodeURIComponent(q)}`);
  };
  return (
    <div className="main-page" data-page="main">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title" className="hero__title">
          법률 문제, 어디에 물어야 할지 모를 때
          <br />
          <strong>법률구조 플랫폼</strong>이 함께 찾습니다
        </h1>
        <form className="hero__search" role="search" onSubmit={onSubmit} noValidate>
          <label htmlFor="main-search" className="sr-only">
            법률 문제 검색
          </label>
          <input
            id="main-search"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="어떤 문제가 있으신가요? 예: 전세 보증금"
            aria-describedby={error ? 'main-search-error' : undefined}
            aria-invalid={error ? true : undefined}
            maxLength={100}
          />
          <button type="submit" className="btn btn-primary">
            검색
          </button>
          {error ? (
            <p id="main-search-error" className="field-error" role="alert">
              {error}
            </p>
          ) : null}
        </form>
      </section>
      <section aria-labelledby="problems-title" className="main-section">
        <h2 id="problems-title">자주 찾는 법률 문제</h2>
        <TileList tiles={problems} />
      </section>
      <section aria-labelledby="services-title" className="main-section">
        <h2 id="services-title">바로가기</h2>
        <TileList tiles={services} variant="service" />
      </section>
      <section aria-labelledby="help-title" className="main-section help-box">
        <h2 id="help-title">지금 바로 도움이 필요하신가요?</h2>
        <p>
          대한법률구조공단 법률상담 <a href="tel:132">국번 없이 132</a> · 평일 09:00~18:00
        </p>
      </section>
    </div>
  );
}
