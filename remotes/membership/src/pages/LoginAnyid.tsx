import { useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '@portal/router';
import { http, httpErrorSentence } from '@portal/http';
import type { LoginResult } from '@portal/contracts';
import { Notice, PageHeading, errorBody, errorStatus } from '@portal/ui/form';
import { IdentityVerification } from '@portal/blocks/verify';
import { completeLogin, returnUrlFrom } from '../lib';

/** Completes a login whose identity this browser verified (ANYID or GUEST): POST /api/login without a body. */
export function useVerifiedLogin(kind: 'ANYID' | 'GUEST') {
  const navigate = useNavigate();
  const location = useLocation();
  const [failure, setFailure] = useState<ReactNode>(null);
  const [key, setKey] = useState(0);
  const pending = useRef(false);
  const finish = async () => {
    if (pending.current) return;
    pending.current = true;
    try {
      const { data } = await http.post<LoginResult>('/api/login', null);
      completeLogin(data, navigate, returnUrlFrom(location.search));
    } catch (e) {
      const status = errorStatus(e);
      const body = errorBody(e);
      if (kind === 'ANYID' && (status === 404 || body.code === 'NO_MEMBER')) {
        setFailure(
          <>
            간편인증으로 확인한 분의 회원 정보가 없습니다. <Link to="/join">회원가입</Link>을 하시거나{' '}
            <Link to="/login/gst/agreement">비회원 로그인</Link>을 이용해 주세요.
          </>,
        );
      } else setFailure(body.message || httpErrorSentence(e));
      setKey((k) => k + 1); // a fresh verification block for the next try
    } finally {
      pending.current = false;
    }
  };
  return { failure, key, finish };
}

/** /login/anyid: 간편인증 로그인 (카카오톡, 네이버, PASS, 토스, 페이코, KB국민은행). */
export default function LoginAnyid() {
  const { failure, key, finish } = useVerifiedLogin('ANYID');
  return (
    <div className="mb-page" data-page="login-anyid">
      <PageHeading title="간편인증 로그인" lead="회원가입할 때 본인확인한 분이라면 아이디와 비밀번호 없이 간편인증 앱으로 로그인할 수 있습니다." />
      {failure ? (
        <div style={{ marginBottom: 16 }}>
          <Notice tone="error" role="alert">
            <p>{failure}</p>
          </Notice>
        </div>
      ) : null}
      <IdentityVerification key={key} purpose="ANYID" methods={['SIMPLE']} title="간편인증" onVerified={() => void finish()} />
      <ul className="fm-links" aria-label="다른 로그인 방법">
        <li>
          <Link to="/login">아이디 로그인</Link>
        </li>
        <li>
          <Link to="/login/gst/agreement">비회원 로그인</Link>
        </li>
      </ul>
    </div>
  );
}
