import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from '@portal/router';
import type { SignStatus } from '@portal/contracts';
import type { ZodForm } from '@portal/ui/form';
import { Button, Notice } from '@portal/ui/form';
import { httpErrorSentence } from '@portal/http';
import { SubmitFailure, useBodyKey, useSend, useSubmit, type Submit } from '@portal/blocks/form';
import { elrcptSign } from '../api/elrcptSign';
import { elrcptSubmit } from '../api/elrcptSubmit';
import { esignStatus } from '../api/esignStatus';
import { signRefusal } from './sign-messages';
import { fieldOfPath, type AplyValues } from './values';

/** The message the signing window posts to its opener (same origin only). */
export const ESIGN_MESSAGE = 'portal:esign';
const POLL_MS = 2000;

/** A 409 the page makes itself when the draft could not be saved before signing. */
const staleError = () => Object.assign(new Error('STALE_DRAFT'), { response: { status: 409, data: { code: 'STALE_DRAFT' } } });

export interface SignStart {
  submit: Submit;
  sign: SignStatus | null;
  setSign(s: SignStatus | null): void;
  popupBlocked: boolean;
}

/**
 * 전자서명 후 신청, first half: the one submit hook validates the form with contentFor (the schema the
 * server uses), saves the draft, asks for the signature (elrcptSign) and opens the signing window.
 */
export function useSignStart({ form, aplyNo, flush, blocked }: { form: ZodForm<AplyValues, unknown>; aplyNo: string; flush(): Promise<boolean>; blocked(): { field: string; message: string } | null }): SignStart {
  const [sign, setSign] = useState<SignStatus | null>(null);
  const [popupBlocked, setPopupBlocked] = useState(false);
  const submit = useSubmit({
    form,
    send: async () => {
      if (!(await flush())) throw staleError();
      return elrcptSign.run(null, { params: { aplyNo }, body: { provider: form.values.provider as 'PASS' } });
    },
    onDone: (s) => {
      setSign(s);
      const win = window.open(`/esign?signId=${encodeURIComponent(s.signId)}`, `esign-${s.signId}`, 'popup,width=480,height=760');
      setPopupBlocked(!win);
    },
    check: (v) => ({ provider: v.provider ? undefined : '서명에 쓸 인증 앱을 골라 주세요.' }),
    blocked,
    fieldOf: fieldOfPath,
    refused: ({ status, body }) => {
      if (status === 400 && Array.isArray(body.errors)) return undefined;
      const m = signRefusal(body.code, body as { message?: string; aplyNo?: string }, aplyNo);
      return m ? { failure: m } : undefined;
    },
  });
  return { submit, sign, setSign, popupBlocked };
}

/**
 * 전자서명 후 신청, second half: waits for the signature (polls esignStatus and listens for the
 * signing window's message), then submits with one Idempotency-Key per signature (a double click,
 * the poll and the message together, or a retry make one application) and shows the receipt.
 */
export function SignAndSubmit({ start, aplyNo, returnUrl, resumeSignId, children }: { start: SignStart; aplyNo: string; returnUrl: string; resumeSignId: string | null; children?: ReactNode }) {
  const navigate = useNavigate();
  const { sign, setSign } = start;
  const submitted = useRef<string | null>(null);
  const key = useBodyKey();
  const send = elrcptSubmit.use();
  const [pollError, setPollError] = useState<string | null>(null);
  // the signature the server refused as no longer covering the application (changed content or documents)
  const [staleSignId, setStaleSignId] = useState<string | null>(null);
  const signIdRef = useRef<string | null>(null);
  signIdRef.current = sign?.signId ?? null;
  const fin = useSend({
    key,
    call: send,
    input: (input: { signId: string }) => ({ params: { aplyNo }, body: input }),
    onDone: () => navigate(`/elrcpt/ElrcptCmptnInfo?aplyNo=${encodeURIComponent(aplyNo)}`, { replace: true }),
    refused: ({ body }) => {
      if (body.code === 'SIGNATURE_MISMATCH') setStaleSignId(signIdRef.current);
      const m = signRefusal(body.code, body as { message?: string; aplyNo?: string }, aplyNo);
      return m ? { failure: m } : undefined;
    },
  });
  const finRef = useRef(fin);
  finRef.current = fin;
  const stale = !!sign && sign.signId === staleSignId;

  const seen = useCallback(
    (s: SignStatus) => {
      setSign(s);
      if (s.state === 'SIGNED' && submitted.current !== s.signId) {
        submitted.current = s.signId;
        void finRef.current.submit({ signId: s.signId });
      }
    },
    [setSign],
  );
  const check = useCallback(
    async (signId: string) => {
      try {
        seen(await esignStatus(signId));
        setPollError(null);
      } catch (e) {
        setPollError(`서명 상태를 확인하지 못했습니다. ${httpErrorSentence(e)} 잠시 뒤 다시 확인합니다.`);
      }
    },
    [seen],
  );

  // back from /esign/open (popup blocked): the signature of the query
  useEffect(() => {
    if (resumeSignId) void check(resumeSignId);
  }, [resumeSignId, check]);

  const signId = sign?.signId;
  const pending = sign?.state === 'PENDING';
  // a new signature request: the last one's refusal no longer applies
  useEffect(() => {
    if (signId) finRef.current.setFailure(null);
  }, [signId]);
  useEffect(() => {
    if (!signId || !pending) return;
    const t = setInterval(() => void check(signId), POLL_MS);
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin) return;
      const d = e.data as { type?: string; signId?: string } | null;
      if (d?.type === ESIGN_MESSAGE && d.signId === signId) void check(signId);
    };
    window.addEventListener('message', onMessage);
    return () => {
      clearInterval(t);
      window.removeEventListener('message', onMessage);
    };
  }, [signId, pending, check]);

  const openHref = sign ? `/esign/open?signId=${encodeURIComponent(sign.signId)}&return=${encodeURIComponent(returnUrl)}` : '';
  return (
    <section className="fm-section el-sign" aria-labelledby="el-sign-title">
      <h2 id="el-sign-title" className="fm-section__title">
        전자서명 후 신청
      </h2>
      <SubmitFailure submit={start.submit} focus />
      <p className="fm-hint">신청서 전체를 확인한 뒤, 고른 인증 앱으로 신청 내용에 전자서명합니다. 서명 요청은 5분 동안 유효합니다. 서명이 끝나면 바로 신청됩니다.</p>
      <div className="fm-actions">
        <Button type="submit" busy={start.submit.pending} busyLabel="서명을 요청하는 중입니다" data-sign="">
          전자서명 후 신청
        </Button>
        {children}
      </div>
      <div aria-live="polite" role="status" data-sign-state={sign?.state ?? ''}>
        {stale ? (
          <p data-sign-stale="">이 전자서명은 더 이상 유효하지 않습니다. 내용과 서류를 확인하고 전자서명 후 신청 버튼을 다시 눌러 새로 서명해 주세요.</p>
        ) : sign?.state === 'PENDING' ? (
          <p>
            서명 창에서 서명을 기다리고 있습니다.{' '}
            {start.popupBlocked ? '브라우저가 서명 창(팝업)을 막았습니다. ' : '서명 창이 보이지 않으면 '}
            <a href={openHref} data-esign-open="">
              서명 화면 열기
            </a>
            를 눌러 주세요.
          </p>
        ) : sign?.state === 'SIGNED' ? (
          <p>서명을 마쳤습니다. {fin.pending ? '신청하는 중입니다…' : ''}</p>
        ) : sign?.state === 'EXPIRED' ? (
          <p>서명 요청 시간(5분)이 지났습니다. 전자서명 후 신청 버튼을 다시 눌러 주세요.</p>
        ) : sign?.state === 'CANCELLED' ? (
          <p>서명을 취소했습니다. 신청하려면 전자서명 후 신청 버튼을 다시 눌러 주세요.</p>
        ) : null}
      </div>
      {pollError ? <p className="fm-hint">{pollError}</p> : null}
      {fin.failure ? (
        <Notice tone="error" role="alert" focusOnMount>
          <p data-submit-error="">{fin.failure}</p>
          {sign?.state === 'SIGNED' && !stale ? (
            <p>
              <Button variant="secondary" busy={fin.pending} onClick={() => void fin.submit({ signId: sign.signId })} data-submit-again="">
                서명한 내용으로 다시 신청
              </Button>
            </p>
          ) : null}
        </Notice>
      ) : null}
    </section>
  );
}
