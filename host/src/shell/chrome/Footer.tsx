import { Link } from '@portal/router';

/** KRDS footer: service name, contact, policy links (개인정보처리방침 emphasised) and the operating-institution identifier. */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__top">
          <p className="site-footer__name">법률구조 플랫폼</p>
          <div className="site-footer__info">
            <p className="site-footer__addr">(13809) 경기도 과천시 관문로 47 정부과천청사 법무부</p>
            <ul className="site-footer__cs">
              <li>
                <strong>법률상담 132</strong> <span>(국번 없이, 평일 09:00~18:00)</span>
              </li>
              <li>
                <strong>누리집 이용 문의</strong> <Link to="/center/qna">묻고 답하기</Link>
              </li>
            </ul>
          </div>
          <ul className="site-footer__quick">
            <li>
              <Link to="/center/gd">이용 안내</Link>
            </li>
            <li>
              <Link to="/customer/inst/inst">관련 기관 안내</Link>
            </li>
            <li>
              <Link to="/opn/OpnApiList">오픈 API</Link>
            </li>
          </ul>
        </div>
        <div className="site-footer__bottom">
          <nav aria-label="정책 및 약관">
            <ul className="site-footer__policy">
              <li>
                <Link to="/prvc" className="site-footer__point">
                  개인정보처리방침
                </Link>
              </li>
              <li>
                <Link to="/trms">이용약관</Link>
              </li>
              <li>
                <Link to="/copyright">저작권 정책</Link>
              </li>
            </ul>
          </nav>
          <p className="site-footer__copy">© 법률구조 플랫폼. All rights reserved.</p>
          <p className="identifier">
            <svg className="identifier__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
              <circle cx="16" cy="16" r="15" fill="#0047a0" />
              <path d="M1 16A15 15 0 0 1 31 16A7.5 7.5 0 0 1 16 16A7.5 7.5 0 0 0 1 16Z" fill="#cd2e3a" />
            </svg>
            <span className="identifier__text">이 누리집은 법무부 누리집입니다.</span>
          </p>
        </div>
      </div>
    </footer>
  );
}
