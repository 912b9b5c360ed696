import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@portal/router';
import { http, httpErrorSentence } from '@portal/http';
import { MyInfoUpdate, type MyInfo } from '@portal/contracts';
import {
  Button,
  CheckboxField,
  ErrorSummary,
  FormSection,
  LoadGate,
  Notice,
  PageHeading,
  TextField,
  errorBody,
  errorStatus,
  usePageState,
  useZodForm,
} from '@portal/ui/form';
import { IdentityVerification } from '@portal/blocks/verify';
import { isReauthRequired, REAUTH_NOTICE } from '../lib';

const TYPE_NAMES: Record<string, string> = { '01': '일반회원', '02': '외국인회원', '09': '비회원' };
const day = (iso: string) => iso.slice(0, 10);
const fmtBirth = (b: string) => (/^\d{8}$/.test(b) ? `${b.slice(0, 4)}.${b.slice(4, 6)}.${b.slice(6)}` : b);
const fmtMobile = (m: string) => m.replace(/^(\d{3})(\d{3,4})(\d{4})$/, '$1-$2-$3');

function InfoForm({ info, onSaved }: { info: MyInfo; onSaved(i: MyInfo): void }) {
  const navigate = useNavigate();
  const form = useZodForm(MyInfoUpdate, {
    email: info.email,
    notifySms: info.notifySms,
    notifyEmail: info.notifyEmail,
    privacyOptional: info.privacyOptional,
  });
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [changingMobile, setChangingMobile] = useState(false);
  const [mobileKey, setMobileKey] = useState(0);
  const [mobileNotice, setMobileNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const pending = useRef(false);
  const savedRef = useRef<HTMLDivElement>(null);

  const reauth = () => navigate('/my/info/check', { replace: true, state: { notice: REAUTH_NOTICE } });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending.current) return;
    const data = form.validate((v) => ({
      email: (v.email ?? '').trim() && !v.privacyOptional ? '전자우편 주소를 남기려면 개인정보 수집·이용(선택)에 동의해 주세요. 동의하지 않으려면 전자우편 주소를 비워 주세요.' : undefined,
      notifyEmail: v.notifyEmail && !(v.email ?? '').trim() ? '전자우편으로 알림을 받으려면 전자우편 주소를 입력해 주세요.' : undefined,
    }));
    if (!data) return;
    pending.current = true;
    setBusy(true);
    setSaved(false);
    setFailure(null);
    try {
      const { data: next } = await http.put<MyInfo>('/api/my/info', data);
      onSaved(next);
      setSaved(true);
      setTimeout(() => savedRef.current?.focus(), 0);
    } catch (err) {
      if (isReauthRequired(err)) return reauth();
      if (!form.applyServerError(err)) setFailure(errorBody(err).message || httpErrorSentence(err));
    } finally {
      pending.current = false;
      setBusy(false);
    }
  };

  const changeMobile = async () => {
    try {
      const { data: next } = await http.put<MyInfo>('/api/my/info/mobile', null);
      onSaved(next);
      setChangingMobile(false);
      setMobileNotice({ tone: 'success', text: `휴대전화 번호를 ${fmtMobile(next.mobileNo)}(으)로 바꿨습니다.` });
    } catch (err) {
      if (isReauthRequired(err)) return reauth();
      setMobileNotice({ tone: 'error', text: errorBody(err).message || httpErrorSentence(err) });
      setMobileKey((k) => k + 1);
    }
  };

  return (
    <form className="fm-form" noValidate onSubmit={(e) => void submit(e)}>
      <ErrorSummary errors={form.errors} attempt={form.attempt} idOf={form.id} order={['email', 'notifySms', 'notifyEmail', 'privacyOptional']} />
      {saved ? (
        <div className="fm-notice fm-notice--success" role="status" tabIndex={-1} ref={savedRef}>
          <p>회원정보를 저장했습니다.</p>
        </div>
      ) : null}
      {failure ? (
        <Notice tone="error" role="alert">
          <p>{failure}</p>
        </Notice>
      ) : null}
      <FormSection title="기본 정보" id="my-basic" description="이름과 생년월일은 본인확인 정보라 여기서 바꿀 수 없습니다.">
        <dl className="fm-dl">
          <dt>아이디</dt>
          <dd data-my-login-id="">{info.loginId}</dd>
          <dt>이름</dt>
          <dd>{info.memberName}</dd>
          <dt>회원 유형</dt>
          <dd>{TYPE_NAMES[info.mbrTypeCd] ?? info.mbrTypeCd}</dd>
          <dt>생년월일</dt>
          <dd>{fmtBirth(info.birthDate)}</dd>
          <dt>가입일</dt>
          <dd>{day(info.joinedAt)}</dd>
          <dt>비밀번호 변경일</dt>
          <dd>
            {day(info.passwordChangedAt)} <Link to="/my/pswd/check">비밀번호 변경</Link>
          </dd>
        </dl>
      </FormSection>
      <FormSection title="휴대전화 번호" id="my-mobile" description="번호를 바꾸려면 새 번호로 본인확인을 해 주세요. 회원 본인 명의의 번호만 쓸 수 있습니다.">
        <p>
          지금 번호: <strong data-my-mobile="">{fmtMobile(info.mobileNo)}</strong>
        </p>
        {mobileNotice ? (
          <Notice tone={mobileNotice.tone} role={mobileNotice.tone === 'error' ? 'alert' : 'status'}>
            <p>{mobileNotice.text}</p>
          </Notice>
        ) : null}
        {changingMobile ? (
          <>
            <IdentityVerification
              key={mobileKey}
              purpose="MOBILE"
              title="새 휴대전화 번호 본인확인"
              prefill={{ name: info.memberName, birthDate: info.birthDate }}
              onVerified={() => void changeMobile()}
            />
            <div>
              <Button variant="tertiary" onClick={() => setChangingMobile(false)}>
                번호 바꾸기 취소
              </Button>
            </div>
          </>
        ) : (
          <div>
            <Button
              variant="secondary"
              onClick={() => {
                setMobileNotice(null);
                setChangingMobile(true);
              }}
            >
              휴대전화 번호 변경
            </Button>
          </div>
        )}
      </FormSection>
      <FormSection title="연락처와 알림" id="my-contact">
        <TextField
          id={form.id('email')}
          label="전자우편"
          optional
          value={form.values.email ?? ''}
          onValue={(v) => form.set('email', v)}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={100}
          hint="예: hong@example.kr"
          error={form.errors.email}
        />
        <CheckboxField id={form.id('notifySms')} label="문자 알림 받기" optional checked={form.values.notifySms} onValue={(v) => form.set('notifySms', v)} />
        <CheckboxField id={form.id('notifyEmail')} label="전자우편 알림 받기" optional checked={form.values.notifyEmail} onValue={(v) => form.set('notifyEmail', v)} error={form.errors.notifyEmail} />
        <CheckboxField
          id={form.id('privacyOptional')}
          label="선택 항목의 개인정보 수집·이용에 동의합니다"
          optional
          checked={form.values.privacyOptional}
          onValue={(v) => form.set('privacyOptional', v)}
          hint="동의를 거두면 선택 항목으로 받은 정보를 지웁니다. 서비스 이용에는 영향이 없습니다."
        />
      </FormSection>
      <div className="fm-actions">
        <Button type="submit" busy={busy}>
          저장하기
        </Button>
        <Link className="btn btn-secondary" to="/my/whdwl">
          회원 탈퇴
        </Link>
      </div>
    </form>
  );
}

/** /my/info: contact details and consents; 403 REAUTH_REQUIRED sends back to /my/info/check. */
export default function MyInfoPage() {
  const navigate = useNavigate();
  const state = usePageState(() => http.get<MyInfo>('/api/my/info').then((r) => r.data));
  const error = state.status === 'error' ? state.error : null;
  useEffect(() => {
    if (!error) return;
    if (isReauthRequired(error)) navigate('/my/info/check', { replace: true, state: { notice: REAUTH_NOTICE } });
    else if (errorStatus(error) === 401) navigate('/login?returnUrl=%2Fmy%2Finfo%2Fcheck', { replace: true });
  }, [error, navigate]);
  return (
    <div className="mb-page" data-page="my-info">
      <PageHeading title="회원정보 수정" />
      <LoadGate state={state} what="회원정보를">
        {(info) => <InfoForm info={info} onSaved={(i) => state.status === 'ready' && state.setData(i)} />}
      </LoadGate>
    </div>
  );
}
