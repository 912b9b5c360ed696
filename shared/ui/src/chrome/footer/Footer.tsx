import { Link } from '@portal/router';
import { Identifier } from '../identifier/Identifier';

/**
 * KRDS footer: service name, contact, policy links (개인정보처리방침 emphasised) and the
 * operating-institution identifier. `policyLabel` names the policy links' nav landmark (one per page:
 * the showcase gives its example another name).
 */
export function Footer({ policyLabel = '정책 및 약관' }: { policyLabel?: string }) {
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
          <nav aria-label={policyLabel}>
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
          <Identifier />
        </div>
      </div>
    </footer>
  );
}
