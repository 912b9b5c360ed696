import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LayoutName, MenuItem } from '@portal/contracts/client';
import { useSession } from '@portal/session';
import { SessionTimer } from './session/SessionTimer';
import { ZoomControl } from './zoom/ZoomControl';

function firstUrl(item: MenuItem): string | null {
  if (item.menuUrl) return item.menuUrl;
  for (const c of item.children) {
    const u = firstUrl(c);
    if (u) return u;
  }
  return null;
}

function Banner() {
  return (
    <div className="gov-banner">
      <div className="container">
        <span className="gov-banner__flag" aria-hidden="true" />이 누리집은 대한민국 공식 전자정부 누리집입니다.
      </div>
    </div>
  );
}

function Header() {
  const gnb = useSession((s) => s.gnb);
  const auth = useSession((s) => s.auth);
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="site-logo" aria-label="법률구조 플랫폼 홈">
          <span className="site-logo__mark" aria-hidden="true">⚖</span>
          <span className="site-logo__text">법률구조 플랫폼</span>
        </Link>
        <div className="utility-tools">
          <SessionTimer />
          <ZoomControl />
        </div>
        <nav className="utility-nav" aria-label="이용자 메뉴">
          {auth.authenticated ? (
            <Link to="/my/main/MyPageInfo">마이페이지</Link>
          ) : (
            <>
              <Link to="/login">로그인</Link>
              <Link to="/join">회원가입</Link>
            </>
          )}
        </nav>
      </div>
      <nav className="gnb" aria-label="주 메뉴">
        <ul className="container gnb__list">
          {gnb.map((item) => {
            const url = firstUrl(item);
            return url ? (
              <li key={item.menuId}>
                <Link to={url} className="gnb__link">
                  {item.menuName}
                </Link>
              </li>
            ) : null;
          })}
        </ul>
      </nav>
    </header>
  );
}

function Footer() {
  return (
    <footer className="site-footer">
      <div className="container">
        <p className="site-footer__name">법률구조 플랫폼</p>
        <nav aria-label="정책 메뉴" className="site-footer__links">
          <Link to="/trms">이용약관</Link>
          <Link to="/prvc">
            <strong>개인정보처리방침</strong>
          </Link>
          <Link to="/copyright">저작권정책</Link>
          <Link to="/center/gd">이용안내</Link>
        </nav>
        <p>법률 상담 전화 국번 없이 132 (평일 09:00~18:00)</p>
        <p className="site-footer__identifier">
          <span aria-hidden="true" className="site-footer__emblem" />이 누리집은 법무부 산하 법률구조 기관이 함께 운영합니다.
        </p>
      </div>
    </footer>
  );
}

/** The page frame of each of the spec's ten layouts (the full designs come with the shell issue). */
export function Layout({ name, children }: { name: LayoutName; children: ReactNode }) {
  const storeId = useSession((s) => s.instanceId);
  if (name === 'empty') {
    return (
      <div className="layout layout--empty" data-layout={name} data-session-store-id={storeId}>
        <main id="main-content" className="container main-content" tabIndex={-1}>
          {children}
        </main>
      </div>
    );
  }
  return (
    <div className={`layout layout--${name}`} data-layout={name} data-session-store-id={storeId}>
      <a className="skip-link" href="#main-content">
        본문 바로가기
      </a>
      <Banner />
      <Header />
      <main id="main-content" className="container main-content" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
