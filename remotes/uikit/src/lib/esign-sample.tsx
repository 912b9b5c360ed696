import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ApplicantGate, SignInChoice, isGuest, useApplicantGate } from '@portal/blocks/gate';
import { ESIGN_PROVIDERS, ESIGN_TTL_SECONDS, type SignDocument, type SignStatus, type SignVerifyResult } from '@portal/contracts/client';
import { httpErrorSentence } from '@portal/http';
import { Button, ErrorSummary, FormSection, Notice, RadioGroup, serverFieldErrors, submitWith, type FieldErrors } from '@portal/ui/form';
import { esignSample } from '../api/esignSample';
import { esignSandbox } from '../api/esignSandbox';
import { esignStatus } from '../api/esignStatus';
import { esignVerify } from '../api/esignVerify';
import { SampleFrame, SampleResult } from './sample-frame';

export type Provider = keyof typeof ESIGN_PROVIDERS;
const POLL_MS = 2000;

/** The parts of the portal both electronic-signature samples use (their "이 견본이 쓰는 부품"). */
const ESIGN_PARTS = [
  { name: 'esignSample (견본 문서 서명 요청: 신청서 서명과 같은 esign_requests, 신청서 없이)', where: 'server/src/modules/elrcpt/esign.ts' },
  { name: 'esignStatus, esignSandbox (상태 확인, 샌드박스의 승인·취소: 신청서 서명과 같은 호출)', where: 'shared/contracts/src/elrcpt/calls.ts' },
  { name: 'esignVerify (문서와 서명 값 검증)', where: 'server/src/modules/elrcpt/esign.ts' },
  { name: 'EsignAdapter (push, approve, verify; 샌드박스는 Ed25519)', where: 'server/src/adapters/esign' },
  { name: 'ESIGN_PROVIDERS (인증 앱 이름: 신청서 화면과 같음)', where: '@portal/contracts' },
] as const;

/** 283 → '4분 43초'. */
const minSec = (s: number) => `${Math.floor(s / 60)}분 ${String(s % 60).padStart(2, '0')}초`;

const STATE_SAY: Record<SignStatus['state'], string> = {
  PENDING: '서명을 기다리고 있습니다.',
  SIGNED: '서명을 마쳤습니다.',
  EXPIRED: `서명 요청 시간(${ESIGN_TTL_SECONDS / 60}분)이 지났습니다. 다시 요청해 주세요.`,
  CANCELLED: '서명을 취소했습니다. 서명하려면 다시 요청해 주세요.',
};

/**
 * The samples sign as the signed-in member (the signature requests are the member's, like the
 * application's): the sign-in choice when nobody is, a notice for a verified guest.
 */
function EsignGate({ children }: { children: () => ReactNode }) {
  const gate = useApplicantGate();
  return (
    <ApplicantGate
      gate={gate}
      what="로그인 정보를"
      prompt={
        <SignInChoice className="fm-card">
          <p>전자서명은 본인이 하는 것이라 회원으로 로그인한 뒤 해 볼 수 있습니다. 서명 요청과 결과는 요청한 회원만 볼 수 있습니다.</p>
        </SignInChoice>
      }
    >
      {(applicant) =>
        isGuest(applicant) ? (
          <Notice tone="info" role="status">
            <p data-guest-refused="">비회원(본인확인 로그인)은 전자서명을 할 수 없습니다. 회원으로 로그인한 뒤 다시 보아 주십시오.</p>
          </Notice>
        ) : (
          children()
        )
      }
    </ApplicantGate>
  );
}

/** An electronic-signature sample's page: its frame with the parts both samples use, for a signed-in member only. */
export function EsignSamplePage({ page, title, lead, children }: { page: string; title: string; lead: string; children: () => ReactNode }) {
  return (
    <SampleFrame page={page} title={title} lead={lead} parts={ESIGN_PARTS}>
      <EsignGate>{children}</EsignGate>
    </SampleFrame>
  );
}

/**
 * The form that asks for a signature: the sandbox notice, the errors, the document's own sections
 * (children), the signing app and the request button; then the request's progress.
 */
export function EsignSignForm({
  esign,
  onSubmit,
  refusals: { errors, attempt },
  idOf,
  order,
  provider,
  label,
  children,
}: {
  esign: EsignSample;
  onSubmit(): Promise<void> | void;
  refusals: { errors: FieldErrors; attempt: number };
  idOf(field: string): string;
  /** The fields in the order of the page, 'provider' last. */
  order: string[];
  provider: { id: string; section: string; value: Provider | ''; onValue(v: Provider): void };
  /** The request button's words ('서명 요청'). */
  label: string;
  children: ReactNode;
}) {
  return (
    <>
      <SandboxNote />
      <form className="fm-form" noValidate onSubmit={submitWith(onSubmit)}>
        <ErrorSummary errors={errors} attempt={attempt} idOf={idOf} order={order} />
        {children}
        <FormSection title="인증 앱" id={provider.section}>
          <ProviderField id={provider.id} value={provider.value} onValue={provider.onValue} error={errors.provider} />
        </FormSection>
        <div className="fm-actions">
          <Button type="submit" busy={esign.asking} busyLabel="서명을 요청하는 중입니다" data-sign="">
            {esign.sign ? '다시 서명 요청' : label}
          </Button>
        </div>
      </form>
      <EsignProgress esign={esign} again={`${label} 버튼을 다시 눌러 주세요`} />
    </>
  );
}

/** Says on screen that the sandbox signs (the page's buttons stand in for the phone's app). */
function SandboxNote() {
  return (
    <Notice tone="info">
      <p data-sandbox-note="">
        <span className="fm-sandbox__badge">샌드박스</span> 이 견본은 시험용 서명 앱(샌드박스)을 씁니다. 실제 휴대전화로는 요청이 가지 않고, 요청한 뒤 이 화면의 &lsquo;앱에서 서명
        승인&rsquo; 버튼이 앱의 승인을 대신합니다.
      </p>
    </Notice>
  );
}

/** The signing app choice (PASS, 카카오톡, 네이버, 토스): the names the application's form shows. */
function ProviderField({ id, value, onValue, error }: { id: string; value: Provider | ''; onValue(v: Provider): void; error?: string }) {
  return (
    <RadioGroup
      id={id}
      legend="전자서명에 쓸 앱"
      required
      variant="inline"
      value={value}
      onValue={onValue}
      options={Object.entries(ESIGN_PROVIDERS).map(([v, label]) => ({ value: v as Provider, label }))}
      hint="고른 앱으로 서명 요청을 보냅니다. 샌드박스에서는 아래의 시험용 버튼이 앱을 대신합니다."
      error={error}
    />
  );
}

/** The signature request of a sample document: ask, wait (poll, countdown), the sandbox's approve or cancel, and the server's check of the result. */
export function useEsignSample() {
  const [sign, setSign] = useState<SignStatus | null>(null);
  const [doc, setDoc] = useState<SignDocument | null>(null);
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState('');
  const [pollError, setPollError] = useState('');
  const [acting, setActing] = useState<'' | 'approve' | 'cancel'>('');
  const [check, setCheck] = useState<SignVerifyResult | null>(null);
  const [checkFailed, setCheckFailed] = useState('');
  const [left, setLeft] = useState(0);
  const end = useRef(0);
  const busy = useRef(false);

  const seen = useCallback((s: SignStatus) => {
    setSign((old) => (old && old.signId !== s.signId ? old : s));
  }, []);

  /** Sends the document for signing; field errors of the server come back (else null). */
  const request = async (provider: Provider, document: SignDocument): Promise<FieldErrors | null> => {
    if (busy.current) return null;
    busy.current = true;
    setAsking(true);
    setFailure('');
    setCheck(null);
    setCheckFailed('');
    try {
      const s = await esignSample.run(null, { body: { provider, document } });
      // the countdown by the request's own length (the device's clock may differ from the server's)
      end.current = Date.now() + (Date.parse(s.expiresAt) - Date.parse(s.requestedAt));
      setLeft(ESIGN_TTL_SECONDS);
      setDoc(document);
      setSign(s);
      return null;
    } catch (e) {
      const fields = serverFieldErrors(e);
      if (fields) return fields;
      setFailure(`서명을 요청하지 못했습니다. ${httpErrorSentence(e)}`);
      return null;
    } finally {
      busy.current = false;
      setAsking(false);
    }
  };

  const poll = useCallback(
    async (signId: string) => {
      try {
        seen(await esignStatus(signId));
        setPollError('');
      } catch (e) {
        setPollError(`서명 상태를 확인하지 못했습니다. ${httpErrorSentence(e)} 잠시 뒤 다시 확인합니다.`);
      }
    },
    [seen],
  );

  const signId = sign?.signId;
  const pending = sign?.state === 'PENDING';
  useEffect(() => {
    if (!signId || !pending) return;
    const p = setInterval(() => void poll(signId), POLL_MS);
    const tick = setInterval(() => {
      const s = Math.max(0, Math.ceil((end.current - Date.now()) / 1000));
      setLeft(s);
      // at 0 the server decides (EXPIRED)
      if (s === 0) void poll(signId);
    }, 1000);
    return () => {
      clearInterval(p);
      clearInterval(tick);
    };
  }, [signId, pending, poll]);

  const act = async (action: 'approve' | 'cancel') => {
    if (!sign || acting) return;
    setActing(action);
    try {
      seen(await esignSandbox(sign.signId, action));
      setPollError('');
    } catch (e) {
      setPollError(`처리하지 못했습니다. ${httpErrorSentence(e)}`);
      void poll(sign.signId);
    } finally {
      setActing('');
    }
  };

  // signed: the server checks the signature over the document the page sent
  const signature = sign?.state === 'SIGNED' ? sign.signature : null;
  useEffect(() => {
    if (!signature || !doc) return;
    let live = true;
    esignVerify
      .run(null, { body: { document: doc, signature } })
      .then((r) => live && setCheck(r))
      .catch((e: unknown) => live && setCheckFailed(`서명을 검증하지 못했습니다. ${httpErrorSentence(e)}`));
    return () => {
      live = false;
    };
  }, [signature, doc]);

  return { sign, doc, asking, failure, pollError, acting, check, checkFailed, left, request, act };
}

export type EsignSample = ReturnType<typeof useEsignSample>;

/** The state of the request (announced), the sandbox's stand-in for the signing app, and the signed result. */
function EsignProgress({ esign, again }: { esign: EsignSample; again: string }) {
  const { sign } = esign;
  return (
    <>
      {esign.failure ? (
        <Notice tone="error" role="alert" focusOnMount>
          <p data-esign-failure="">{esign.failure}</p>
        </Notice>
      ) : null}
      <section aria-labelledby="es-progress" className="sp-esign" data-esign-state={sign?.state ?? ''}>
        <h2 id="es-progress" className="sp-h2">
          서명 진행 상태
        </h2>
        <div role="status" aria-live="polite">
          {esign.asking ? (
            <p>서명을 요청하는 중입니다…</p>
          ) : !sign ? (
            <p className="fm-hint">아직 서명을 요청하지 않았습니다.</p>
          ) : sign.state === 'SIGNED' || sign.state === 'PENDING' ? (
            <p>{STATE_SAY[sign.state]}</p>
          ) : (
            <p>
              {STATE_SAY[sign.state]} ({again})
            </p>
          )}
        </div>
        {sign?.state === 'PENDING' ? (
          <p>
            {ESIGN_PROVIDERS[sign.provider as Provider] ?? sign.provider} 앱에 서명 요청을 보냈습니다. 남은 시간{' '}
            <span role="timer" aria-live="off" data-countdown="">
              {minSec(esign.left)}
            </span>
            {esign.left <= 60 ? <span className="sr-only" aria-live="polite">{esign.left === 0 ? '서명 시간이 끝났습니다.' : '서명 시간이 1분 남았습니다.'}</span> : null}
          </p>
        ) : null}
        {esign.pollError ? <p className="fm-hint">{esign.pollError}</p> : null}
        {sign?.sandbox && sign.state === 'PENDING' ? (
          <div className="fm-sandbox" data-sandbox="">
            <p>
              <span className="fm-sandbox__badge">샌드박스</span>
              시험용 서명 앱입니다. 실제 앱에는 요청이 가지 않으며, 아래 버튼이 휴대전화 앱에서 승인하거나 취소하는 것을 대신합니다.
            </p>
            <div className="fm-actions">
              <Button busy={esign.acting === 'approve'} disabled={!!esign.acting} onClick={() => void esign.act('approve')} data-sandbox-approve="">
                앱에서 서명 승인
              </Button>
              <Button variant="secondary" busy={esign.acting === 'cancel'} disabled={!!esign.acting} onClick={() => void esign.act('cancel')} data-sandbox-cancel="">
                앱에서 서명 취소
              </Button>
            </div>
          </div>
        ) : null}
      </section>
      {sign?.state === 'SIGNED' ? (
        <SampleResult title="서명 결과" focus>
          <dl>
            <dt>문서</dt>
            <dd>{esign.doc?.title}</dd>
            <dt>인증 앱</dt>
            <dd>{ESIGN_PROVIDERS[sign.provider as Provider] ?? sign.provider}</dd>
            <dt>서명 시각</dt>
            <dd>{sign.signedAt ? new Date(sign.signedAt).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul' }) : '-'}</dd>
            <dt>내용 확인값 (SHA-256)</dt>
            <dd>
              <code data-content-hash="">{sign.contentHash}</code>
            </dd>
            <dt>서명 값</dt>
            <dd>
              <code data-signature="">{sign.signature}</code>
            </dd>
            <dt>서버 검증</dt>
            <dd data-verified={esign.check ? String(esign.check.valid) : ''}>{esign.check ? esign.check.reason : esign.checkFailed || '검증하는 중입니다…'}</dd>
          </dl>
        </SampleResult>
      ) : null}
    </>
  );
}
