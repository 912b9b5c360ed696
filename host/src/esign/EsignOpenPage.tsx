import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@portal/router';
import type { SignStatus } from '@portal/contracts/client';
import { esignStatus } from '../api/esignStatus';
import { ESIGN_MESSAGE, SIGN_ID, failureSentence, safeReturn, withSignId } from './esign-core';
import './esign.css';

const POLL_MS = 2000;

/**
 * /esign/open?signId=…&return=… (layout empty): a full page for when the form could not open the
 * signing window itself. It opens /esign as a popup (or offers the link when popups are blocked),
 * waits, and when signed returns to `return` (a site-relative path only) with the signature's id.
 */
export default function EsignOpenPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signId = params.get('signId') ?? '';
  const valid = SIGN_ID.test(signId);
  const back = safeReturn(params.get('return'));
  const [state, setState] = useState<SignStatus['state'] | null>(null);
  const [blocked, setBlocked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const opened = useRef(false);
  const href = `/esign?signId=${encodeURIComponent(signId)}`;

  const open = useCallback(() => {
    const w = window.open(href, `esign-${signId}`, 'popup,width=480,height=760');
    setBlocked(!w);
  }, [href, signId]);

  useEffect(() => {
    if (!valid || opened.current) return;
    opened.current = true;
    open();
  }, [valid, open]);

  const check = useCallback(async () => {
    try {
      const { status } = await esignStatus(signId);
      setState(status.state);
      setError(null);
      if (status.state === 'SIGNED' && back) navigate(withSignId(back, signId), { replace: true });
    } catch (e) {
      setError(`서명 상태를 확인하지 못했습니다. ${failureSentence(e)}`);
    }
  }, [signId, back, navigate]);

  useEffect(() => {
    if (!valid) return;
    void check();
    const t = setInterval(() => void check(), POLL_MS);
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin) return;
      const d = e.data as { type?: string; signId?: string } | null;
      if (d?.type === ESIGN_MESSAGE && d.signId === signId) void check();
    };
    window.addEventListener('message', onMessage);
    return () => {
      clearInterval(t);
      window.removeEventListener('message', onMessage);
    };
  }, [valid, signId, check]);

  const done = state && state !== 'PENDING';
  return (
    <div className="es-page" data-page="esign-open">
      <h1 className="es-title">전자서명 진행 중</h1>
      {!valid ? (
        <p className="es-error" role="alert">
          서명 요청 번호가 올바르지 않습니다. 신청서 화면에서 다시 전자서명을 눌러 주세요.
        </p>
      ) : (
        <>
          <p>
            서명 창에서 서명을 마치면 {back ? '신청서 화면으로 자동으로 돌아갑니다' : '이 화면에 결과가 나옵니다'}.
          </p>
          {blocked ? (
            <p className="es-warn" role="status">
              브라우저가 서명 창(팝업)을 막았습니다.{' '}
              <button type="button" className="btn btn-primary btn-small" onClick={open}>
                서명 창 열기
              </button>{' '}
              를 누르거나, <a href={href}>이 창에서 서명 화면으로 이동</a>한 뒤 서명하고 이 주소로 돌아와 주세요.
            </p>
          ) : (
            <p className="es-row">
              서명 창이 보이지 않으면{' '}
              <button type="button" className="btn btn-secondary btn-small" onClick={open} data-reopen="">
                서명 창 다시 열기
              </button>
            </p>
          )}
          <p className="es-card" aria-live="polite" role="status" data-esign-open-state={state ?? ''}>
            {state === 'PENDING' ? '서명을 기다리고 있습니다. 휴대전화의 인증 앱에서 서명해 주세요.' : state === 'SIGNED' ? '서명을 마쳤습니다. 신청서 화면으로 돌아갑니다.' : state === 'EXPIRED' ? '서명 시간(5분)이 지났습니다.' : state === 'CANCELLED' ? '서명을 취소했습니다.' : ''}
          </p>
          {error ? <p className="es-error">{error}</p> : null}
          {done || !back ? (
            <p>
              {back ? <Link to={back}>신청서 화면으로 돌아가기</Link> : <Link to="/my/elrcpt/list">나의 전자접수 목록</Link>}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
