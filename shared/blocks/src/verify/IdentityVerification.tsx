import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from '@portal/router';
import { httpErrorSentence } from '@portal/http';
import {
  CARRIER_LABELS,
  SIMPLE_AUTH_LABELS,
  VERIFY_CODE_LENGTH,
  VERIFY_CODE_TTL_SECONDS,
  VERIFY_RESEND_COOLDOWN_SECONDS,
  VerifyConfirm,
  VerifyRequest,
  type VerifyConfirmed,
  type VerifyPurpose,
  type VerifyStarted,
} from '@portal/contracts';
import { verifyConfirm } from './api/verifyConfirm';
import { verifyRequest } from './api/verifyRequest';
import { verifySandboxDecision } from './api/verifySandboxDecision';
import { useCaptcha } from './captcha';
import {
  Button,
  CaptchaField,
  ErrorSummary,
  Notice,
  RadioGroup,
  SandboxBadge,
  SelectField,
  TextField,
  errorBody,
  errorStatus,
  issuesToErrors,
  serverFieldErrors,
  type FieldErrors,
} from '@portal/ui/form';
import { bindField, type BindableForm } from '../form/bind';
import { verifyErrorMessage, type VerifyErrorBody, type VerifyMethod as Method } from './messages';

type CarrierCode = keyof typeof CARRIER_LABELS;
type ProviderCode = keyof typeof SIMPLE_AUTH_LABELS;

/** Who is being verified: the fields of the request form. */
interface Person {
  carrier: CarrierCode | '';
  provider: ProviderCode | '';
  name: string;
  birthDate: string;
  gender: 'M' | 'F' | '';
  mobileNo: string;
}

export interface VerifyPrefill {
  name?: string;
  birthDate?: string;
  mobileNo?: string;
}

export interface IdentityVerificationProps {
  purpose: VerifyPurpose;
  /** FIND_PWD and DORMANT: the member ID being recovered. */
  loginId?: string;
  methods?: Method[];
  defaultMethod?: Method;
  prefill?: VerifyPrefill;
  /** Called after the server confirmed; the next step of the page follows. */
  onVerified(result: VerifyConfirmed): void;
  /** Heading of the block (h2). */
  title?: string;
}


/** The message of a verification error, with the ID search link where the person already has an account. */
function verifyErrorNode(body: VerifyErrorBody, method: Method): { field: string; message: ReactNode; text: string } {
  const m = verifyErrorMessage(body, method);
  if (body.code !== 'ALREADY_MEMBER') return { ...m, message: m.text };
  return {
    ...m,
    message: (
      <>
        이미 가입한 분입니다. 한 사람은 한 계정만 만들 수 있습니다. <Link to="/login/search/id">아이디 찾기</Link>에서 아이디를 확인해 주세요.
      </>
    ),
  };
}

const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

let nextId = 1;

/**
 * 본인확인: 휴대폰 본인확인 (carrier, name, birth date, gender, mobile → 6-digit code with a 3:00
 * countdown) or 간편인증 (app choice → approve in the app → 인증 완료). In the sandbox the page says so,
 * shows the code a real provider would have texted, and offers the app's approve/deny buttons.
 */
export function IdentityVerification({ purpose, loginId, methods = ['SMS', 'SIMPLE'], defaultMethod, prefill, onVerified, title = '본인확인' }: IdentityVerificationProps) {
  const [uid] = useState(() => `iv${nextId++}`);
  const id = (n: string) => `${uid}-${n}`;
  const [method, setMethod] = useState<Method>(defaultMethod ?? methods[0]);
  const [person, setPerson] = useState<Person>(() => ({ carrier: '', provider: '', name: prefill?.name ?? '', birthDate: prefill?.birthDate ?? '', gender: '', mobileNo: prefill?.mobileNo ?? '' }));
  const { carrier, provider, name, birthDate, gender, mobileNo } = person;
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const clearError = (field: string) => setErrors(({ [field]: _cleared, ...rest }) => rest);
  // an edited field loses its error
  const form: BindableForm<Person> = {
    id,
    values: person,
    errors,
    set: (field, value) => {
      setPerson((p) => ({ ...p, [field]: value }));
      clearError(field);
    },
  };
  const [attempt, setAttempt] = useState(0);
  const [general, setGeneral] = useState<ReactNode>(null);
  const [busy, setBusy] = useState<'' | 'request' | 'confirm' | 'decision'>('');
  const [started, setStarted] = useState<(VerifyStarted & { deadline: number; resendAt: number }) | null>(null);
  const [triesLeft, setTriesLeft] = useState<number | null>(null);
  const [decision, setDecision] = useState<'' | 'approved' | 'denied'>('');
  const [done, setDone] = useState<VerifyConfirmed | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const codeRef = useRef<HTMLInputElement>(null);
  const pendingRef = useRef(false);
  // 자동 입력 방지: on once the server asks for it (after repeated failures), for the rest of the block's life
  const [captchaOn, setCaptchaOn] = useState(false);
  const captcha = useCaptcha(captchaOn);

  useEffect(() => {
    if (!started || done) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [started, done]);

  const remaining = started ? Math.max(0, Math.ceil((started.deadline - now) / 1000)) : 0;
  const resendIn = started ? Math.max(0, Math.ceil((started.resendAt - now) / 1000)) : 0;
  // announced politely at minute marks only (3분, 2분, 1분) and when time is up
  const minuteMark = remaining > 0 ? Math.ceil(remaining / 60) : 0;
  const liveText = !started || done ? '' : minuteMark > 0 ? `인증 시간이 ${minuteMark}분 이내로 남았습니다.` : '인증 시간이 끝났습니다. 다시 요청해 주세요.';

  const fail = (errs: FieldErrors, gen: ReactNode = null) => {
    setErrors(errs);
    setGeneral(gen);
    if (Object.keys(errs).length) setAttempt((a) => a + 1);
  };

  const handleError = (error: unknown) => {
    const fields = serverFieldErrors(error);
    if (fields) return fail(fields);
    const status = errorStatus(error);
    const body = errorBody<VerifyErrorBody>(error);
    if (status && body.code) {
      if (body.code === 'CAPTCHA_REQUIRED') setCaptchaOn(true);
      if (typeof body.triesLeft === 'number') setTriesLeft(body.triesLeft);
      const m = verifyErrorNode(body, method);
      if (m.field) return fail({ [m.field]: m.text });
      return fail({}, m.message);
    }
    fail({}, httpErrorSentence(error));
  };

  const switchMethod = (m: Method) => {
    setMethod(m);
    setStarted(null);
    setCode('');
    setErrors({});
    setGeneral(null);
    setDecision('');
  };

  /** One call at a time (a double click sends once); a failure shows its message. */
  const send = async (kind: 'request' | 'confirm' | 'decision', work: () => Promise<void>) => {
    pendingRef.current = true;
    setBusy(kind);
    try {
      await work();
    } catch (e) {
      handleError(e);
    } finally {
      pendingRef.current = false;
      setBusy('');
    }
  };

  const request = async () => {
    if (pendingRef.current) return;
    const extra = { ...(loginId ? { loginId } : {}), ...captcha.fields };
    const input =
      method === 'SMS'
        ? { method, purpose, carrier, gender, name, birthDate, mobileNo, ...extra }
        : { method, purpose, provider, name, birthDate, mobileNo, ...extra };
    const parsed = VerifyRequest.safeParse(input);
    if (!parsed.success) return fail(issuesToErrors(parsed.error.issues));
    setGeneral(null);
    await send('request', async () => {
      // the server checks each challenge once, whatever the answer: the next request needs a new one
      const data = await verifyRequest.run(null, { body: parsed.data }).finally(() => {
        if ('captchaId' in captcha.fields) void captcha.refresh();
      });
      const t = Date.now();
      const ttl = Date.parse(data.expiresAt) - t;
      const cool = Date.parse(data.resendAvailableAt) - t;
      setStarted({
        ...data,
        deadline: t + (ttl > 0 && ttl <= VERIFY_CODE_TTL_SECONDS * 1000 ? ttl : VERIFY_CODE_TTL_SECONDS * 1000),
        resendAt: t + (cool > 0 && cool <= 3600_000 ? cool : VERIFY_RESEND_COOLDOWN_SECONDS * 1000),
      });
      setNow(t);
      setTriesLeft(data.triesLeft);
      setCode('');
      setDecision('');
      setErrors({});
      if (method === 'SMS') setTimeout(() => codeRef.current?.focus(), 0);
    });
  };

  const confirm = async () => {
    if (!started || pendingRef.current) return;
    const body = method === 'SMS' ? { verificationId: started.verificationId, code } : { verificationId: started.verificationId };
    const parsed = VerifyConfirm.safeParse(body);
    if (!parsed.success) return fail(issuesToErrors(parsed.error.issues));
    if (method === 'SMS' && remaining <= 0) return fail({ code: verifyErrorMessage({ code: 'EXPIRED' }, method).text });
    setGeneral(null);
    await send('confirm', async () => {
      const data = await verifyConfirm.run(null, { body: parsed.data });
      setErrors({});
      setDone(data);
      onVerified(data);
    });
  };

  const decide = async (approve: boolean) => {
    if (!started || pendingRef.current) return;
    await send('decision', async () => {
      await verifySandboxDecision.run(null, { body: { verificationId: started.verificationId, approve } });
      setDecision(approve ? 'approved' : 'denied');
      setGeneral(null);
    });
  };

  if (done) {
    return (
      <section className="fm-section" aria-labelledby={id('title')} data-verify-done="">
        <h2 className="fm-section__title" id={id('title')}>
          {title}
        </h2>
        <Notice tone="success" role="status">
          <p>
            본인확인을 마쳤습니다. ({done.maskedName}, {done.maskedMobile})
          </p>
        </Notice>
      </section>
    );
  }

  const order = ['carrier', 'provider', 'name', 'birthDate', 'gender', 'mobileNo', 'captchaAnswer', 'code'];
  const smsStarted = method === 'SMS' && started;
  const simpleStarted = method === 'SIMPLE' && started;

  return (
    <section className="fm-section" aria-labelledby={id('title')} data-verify={purpose}>
      <h2 className="fm-section__title" id={id('title')}>
        {title}
      </h2>
      <p className="fm-section__desc">
        {methods.length > 1 ? '휴대폰 본인확인 또는 간편인증 중 하나를 골라 주세요. ' : ''}
        본인 명의의 휴대전화로만 확인할 수 있습니다.
      </p>
      <div className="fm-section__body">
        <ErrorSummary errors={errors} attempt={attempt} idOf={id} order={order} />
        {general ? (
          <Notice tone="error" role="alert">
            <p>{general}</p>
          </Notice>
        ) : null}
        {methods.length > 1 ? (
          <RadioGroup
            id={id('method')}
            legend="인증 방법"
            value={method}
            onValue={switchMethod}
            variant="cards"
            options={[
              { value: 'SMS', label: '휴대폰 본인확인', description: '문자로 받은 인증번호 입력' },
              { value: 'SIMPLE', label: '간편인증', description: '카카오톡, 네이버, PASS 등 앱에서 승인' },
            ]}
          />
        ) : null}
          {method === 'SMS' ? (
            <SelectField
              {...bindField(form, 'carrier')}
              label="통신사"
              required
              options={(Object.keys(CARRIER_LABELS) as CarrierCode[]).map((c) => ({ value: c, label: CARRIER_LABELS[c] }))}
            />
          ) : (
            <RadioGroup
              {...bindField(form, 'provider')}
              legend="인증할 앱"
              required
              variant="cards"
              options={(Object.keys(SIMPLE_AUTH_LABELS) as ProviderCode[]).map((p) => ({ value: p, label: SIMPLE_AUTH_LABELS[p] }))}
            />
          )}
          <TextField {...bindField(form, 'name')} label="이름" required autoComplete="name" maxLength={30} />
          <TextField
            {...bindField(form, 'birthDate')}
            label="생년월일"
            required
            inputMode="numeric"
            autoComplete="bday"
            maxLength={8}
            hint="8자리 숫자로 입력해 주세요. 예: 19580315"
          />
          {method === 'SMS' ? (
            <RadioGroup
              {...bindField(form, 'gender')}
              legend="성별"
              required
              variant="inline"
              options={[
                { value: 'M', label: '남자' },
                { value: 'F', label: '여자' },
              ]}
            />
          ) : null}
          <TextField
            {...bindField(form, 'mobileNo')}
            label="휴대전화 번호"
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={13}
            hint="숫자만 또는 010-1234-5678 형식으로 입력해 주세요."
          />
          {captchaOn ? (
            <CaptchaField
              id={id('captchaAnswer')}
              challenge={captcha.challenge}
              loadFailed={captcha.failed}
              value={captcha.answer}
              onValue={(v) => {
                captcha.setAnswer(v);
                clearError('captchaAnswer');
              }}
              error={errors.captchaAnswer}
              onRefresh={() => void captcha.refresh()}
              refreshing={captcha.refreshing}
            />
          ) : null}

        <div className="fm-actions">
          <Button variant={started ? 'secondary' : 'primary'} busy={busy === 'request'} onClick={() => void request()} disabled={Boolean(smsStarted && resendIn > 0)}>
            {method === 'SMS' ? (started ? '인증번호 재전송' : '인증번호 받기') : started ? '인증 다시 요청' : '인증 요청'}
          </Button>
          {smsStarted && resendIn > 0 ? (
            <p className="fm-hint" style={{ alignSelf: 'center' }}>
              {resendIn}초 뒤에 재전송할 수 있습니다.
            </p>
          ) : null}
        </div>

        <div className="sr-only" aria-live="polite" aria-atomic="true">
          {liveText}
        </div>

        {smsStarted ? (
          <>
            <Notice tone="info" role="status">
              <p>
                {started.sentTo}(으)로 인증번호를 보냈습니다. 3분 안에 입력해 주세요.
                {triesLeft !== null ? ` 남은 입력 횟수: ${triesLeft}번` : ''}
              </p>
            </Notice>
            {started.sandbox ? (
              <SandboxBadge>
                <p>
                  샌드박스 인증번호: <span className="fm-sandbox__code" data-sandbox-code="">{started.sandboxCode}</span>
                </p>
                <p className="fm-hint">실제 서비스에서는 이 번호가 문자로 옵니다. 위 번호를 아래 인증번호 칸에 직접 입력해 주세요.</p>
              </SandboxBadge>
            ) : null}
            <div className="fm-field">
              <label className="fm-label" htmlFor={id('code')}>
                인증번호<span className="fm-req">(필수)</span>
              </label>
              <div className="fm-row">
                <input
                  ref={codeRef}
                  id={id('code')}
                  className="fm-input"
                  value={code}
                  onChange={(e) => {
                    setCode(e.target.value.replace(/\D/g, '').slice(0, VERIFY_CODE_LENGTH));
                    clearError('code');
                  }}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={VERIFY_CODE_LENGTH}
                  aria-invalid={errors.code ? true : undefined}
                  aria-describedby={`${id('code')}-timer${errors.code ? ` ${id('code')}-error` : ''}`}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      void confirm();
                    }
                  }}
                />
                <Button busy={busy === 'confirm'} onClick={() => void confirm()}>
                  확인
                </Button>
              </div>
              <p className="fm-hint" id={`${id('code')}-timer`}>
                남은 시간 <span className="fm-timer" role="timer" aria-live="off">{mmss(remaining)}</span>
                {remaining <= 0 ? ' · 인증 시간이 끝났습니다. 인증번호 재전송을 눌러 주세요.' : ''}
              </p>
              {errors.code ? (
                <p className="fm-error" id={`${id('code')}-error`}>
                  {errors.code}
                </p>
              ) : null}
            </div>
          </>
        ) : null}

        {simpleStarted ? (
          <>
            <Notice tone="info" role="status">
              <p>
                <strong>{SIMPLE_AUTH_LABELS[provider as ProviderCode] ?? '간편인증'} 앱에서 인증을 승인해 주세요.</strong>
              </p>
              <p>
                {started.sentTo}의 앱으로 인증 요청을 보냈습니다. 승인한 뒤 아래 인증 완료를 눌러 주세요. 남은 시간{' '}
                <span className="fm-timer" role="timer" aria-live="off">{mmss(remaining)}</span>
              </p>
            </Notice>
            {started.sandbox ? (
              <SandboxBadge>
                <h3 style={{ margin: '8px 0 4px', fontSize: 'inherit' }}>샌드박스: 휴대전화 앱 대신</h3>
                <p className="fm-hint">실제 서비스에서는 휴대전화의 앱에서 승인하거나 거절합니다.</p>
                <div className="fm-actions">
                  <Button variant="secondary" size="small" busy={busy === 'decision'} onClick={() => void decide(true)}>
                    승인
                  </Button>
                  <Button variant="secondary" size="small" disabled={busy === 'decision'} onClick={() => void decide(false)}>
                    거절
                  </Button>
                </div>
                {decision ? (
                  <p role="status">{decision === 'approved' ? '앱에서 승인했습니다. 인증 완료를 눌러 주세요.' : '앱에서 거절했습니다.'}</p>
                ) : null}
              </SandboxBadge>
            ) : null}
            <div className="fm-actions">
              <Button busy={busy === 'confirm'} onClick={() => void confirm()}>
                인증 완료
              </Button>
            </div>
          </>
        ) : null}
      </div>
    </section>
  );
}
