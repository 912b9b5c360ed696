import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@portal/router';
import type { SignStatus } from '@portal/contracts/client';
import { Spinner } from '@portal/ui';
import { esignStatus } from '../api/esignStatus';
import { esignSandbox } from '../api/esignSandbox';
import { elrcptAply } from '../api/elrcptAply';
import { ESIGN_MESSAGE, SIGN_ID, countdownSay, failureSentence, mmss, secondsLeft, shortHash } from './esign-core';
import './esign.css';

const POLL_MS = 2000;
const PROVIDER_NAMES: Record<string, string> = { PASS: 'PASS', KAKAO: '카카오톡', NAVER: '네이버', TOSS: '토스' };
const STATE_TEXT: Record<SignStatus['state'], string> = {
  PENDING: '서명을 기다리고 있습니다',
  SIGNED: '서명을 마쳤습니다',
  EXPIRED: '서명 시간이 지났습니다',
  CANCELLED: '서명을 취소했습니다',
};

/** Tells the window that opened this one (same origin only) how the signature ended. */
function tellOpener(s: SignStatus) {
  const opener = window.opener as Window | null;
  if (!opener || opener.closed) return;
  try {
    opener.postMessage({ type: ESIGN_MESSAGE, signId: s.signId, state: s.state }, window.location.origin);
  } catch {
    // another origin opened this window: it learns nothing from here
  }
}

/**
 * /esign?signId=… (layout empty): the signing window. What is signed (institution, form, the content
 * hash shortened), the 5-minute countdown by the server's clock, the end states, and in the sandbox
 * the labelled stand-in for the signing app. When signed, the opener is told (same origin only).
 */
export default function EsignPage() {
  const [params] = useSearchParams();
  const signId = params.get('signId') ?? '';
  const valid = SIGN_ID.test(signId);
  const [status, setStatus] = useState<SignStatus | null>(null);
  const [what, setWhat] = useState<{ inst: string; title: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'' | 'approve' | 'cancel'>('');
  const skew = useRef(0);
  const [now, setNow] = useState(() => Date.now());
  const told = useRef('');

  const load = useCallback(async () => {
    try {
      const r = await esignStatus(signId);
      skew.current = r.serverNow - Date.now();
      setStatus(r.status);
      setError(null);
    } catch (e) {
      setError(`서명 상태를 불러오지 못했습니다. ${failureSentence(e)}`);
    }
  }, [signId]);

  useEffect(() => {
    if (valid) void load();
  }, [valid, load]);
  const aplyNo = status?.aplyNo;
  useEffect(() => {
    if (!aplyNo) return;
    elrcptAply(aplyNo)
      .then((a) => setWhat({ inst: a.instName, title: a.title }))
      .catch(() => setWhat(null));
  }, [aplyNo]);

  const pending = status?.state === 'PENDING';
  useEffect(() => {
    if (!pending) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    const poll = setInterval(() => void load(), POLL_MS);
    return () => {
      clearInterval(tick);
      clearInterval(poll);
    };
  }, [pending, load]);

  useEffect(() => {
    if (status && status.state !== 'PENDING' && told.current !== status.state) {
      told.current = status.state;
      tellOpener(status);
    }
  }, [status]);

  const left = status ? secondsLeft(status.expiresAt, now, skew.current) : 0;
  // at 0 the server decides (EXPIRED): ask once more
  useEffect(() => {
    if (pending && left === 0) void load();
  }, [pending, left, load]);

  const act = async (action: 'approve' | 'cancel') => {
    if (busy) return;
    setBusy(action);
    try {
      const s = await esignSandbox(signId, action);
      setStatus(s);
      setError(null);
    } catch (e) {
      setError(`처리하지 못했습니다. ${failureSentence(e)}`);
      void load();
    } finally {
      setBusy('');
    }
  };

  return (
    <div className="es-page" data-page="esign">
      <h1 className="es-title">전자서명</h1>
      {!valid ? (
        <p className="es-error" role="alert">
          서명 요청 번호가 올바르지 않습니다. 신청서 화면에서 다시 전자서명을 눌러 주세요.
        </p>
      ) : !status && !error ? (
        <Spinner label="서명 요청을 불러오는 중입니다" />
      ) : null}
      {error ? (
        <p className="es-error" role="alert">
          {error}
        </p>
      ) : null}
      {status ? (
        <>
          <section className="es-card" aria-labelledby="es-what">
            <h2 id="es-what">서명할 내용</h2>
            <dl className="es-dl">
              <dt>기관</dt>
              <dd>{what?.inst ?? '-'}</dd>
              <dt>신청서</dt>
              <dd>{what?.title ?? '-'}</dd>
              <dt>신청번호</dt>
              {/* a sample document's request (/sample/esign/*) has no application */}
              <dd className="es-mono">{status.aplyNo ?? '없음 (견본 문서)'}</dd>
              <dt>인증 앱</dt>
              <dd>{PROVIDER_NAMES[status.provider] ?? status.provider}</dd>
              <dt>내용 확인값</dt>
              <dd className="es-mono" title={status.contentHash}>
                SHA-256 {shortHash(status.contentHash)}
              </dd>
            </dl>
            <p className="es-hint">서명은 지금 저장된 신청서 내용 전체에 대한 것입니다. 서명한 뒤 내용을 고치면 다시 서명해야 합니다.</p>
          </section>
          <section className={`es-state es-state--${status.state.toLowerCase()}`} aria-labelledby="es-state" data-esign-state={status.state}>
            <h2 id="es-state">{STATE_TEXT[status.state]}</h2>
            {status.state === 'PENDING' ? (
              <>
                <p>
                  휴대전화의 {PROVIDER_NAMES[status.provider] ?? status.provider} 앱에 온 서명 요청을 열어 서명해 주세요. 남은 시간{' '}
                  <span className="es-timer" role="timer" aria-live="off" data-countdown="">
                    {mmss(left)}
                  </span>
                </p>
              </>
            ) : status.state === 'SIGNED' ? (
              <p>신청서 화면으로 돌아가면 신청이 마무리됩니다.</p>
            ) : status.state === 'EXPIRED' ? (
              <p>5분 안에 서명하지 않아 요청이 끝났습니다. 이 창을 닫고 신청서 화면에서 다시 전자서명을 눌러 주세요.</p>
            ) : (
              <p>이 창을 닫고, 신청하려면 신청서 화면에서 다시 전자서명을 눌러 주세요.</p>
            )}
            <p className="sr-only" aria-live="polite">
              {status.state === 'PENDING' ? countdownSay(left) : STATE_TEXT[status.state]}
            </p>
            {status.state !== 'PENDING' ? (
              <p>
                <button type="button" className="btn btn-primary" onClick={() => window.close()} data-close="">
                  창 닫기
                </button>
              </p>
            ) : null}
          </section>
          {status.sandbox && status.state === 'PENDING' ? (
            <section className="es-sandbox" aria-labelledby="es-sandbox" data-sandbox="">
              <h2 id="es-sandbox">
                <span className="es-badge">샌드박스</span> 시험용 전자서명
              </h2>
              <p>샌드박스: 실제 서명 앱 대신 이 버튼으로 처리합니다. 실제 서명 앱에는 요청이 가지 않습니다.</p>
              <div className="es-actions">
                <button type="button" className="btn btn-primary" disabled={!!busy} aria-busy={busy === 'approve' || undefined} onClick={() => void act('approve')} data-sandbox-approve="">
                  서명 승인
                </button>
                <button type="button" className="btn btn-secondary" disabled={!!busy} aria-busy={busy === 'cancel' || undefined} onClick={() => void act('cancel')} data-sandbox-cancel="">
                  서명 취소
                </button>
              </div>
            </section>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
