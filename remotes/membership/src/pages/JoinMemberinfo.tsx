import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from '@portal/router';
import { http, httpErrorSentence } from '@portal/http';
import { JoinRequest, LoginId, MBR_TYPE } from '@portal/contracts';

type JoinResult = { loginId: string; memberName: string; joinedAt: string };
import {
  Button,
  CheckboxField,
  ErrorSummary,
  FormSection,
  LoadGate,
  NewPasswordFields,
  Notice,
  PageHeading,
  StepIndicator,
  TextField,
  errorBody,
  errorStatus,
  newIdempotencyKey,
  usePageState,
  useZodForm,
} from '@portal/ui/form';
import { JOIN_STEPS, contactProblems, joinState } from '../lib';
import { StepMissing } from '../StepMissing';

interface Identity {
  memberName: string;
  birthDate: string;
  mobileNo: string;
  validUntil: string;
}

const ORDER = ['loginId', 'newPassword', 'newPasswordConfirm', 'email', 'mobileNo', 'notifySms', 'notifyEmail'];
const fmtBirth = (b: string) => (/^\d{8}$/.test(b) ? `${b.slice(0, 4)}.${b.slice(4, 6)}.${b.slice(6)}` : b);

function MemberForm({ identity }: { identity: Identity }) {
  const navigate = useNavigate();
  const state = joinState.get();
  const form = useZodForm(
    JoinRequest,
    () => ({ loginId: '', newPassword: '', newPasswordConfirm: '', email: '', mobileNo: identity.mobileNo.replace(/^(\d{3})(\d{3,4})(\d{4})$/, '$1-$2-$3'), notifySms: false, notifyEmail: false }),
    (v) => ({
      ...v,
      mbrTypeCd: state.mbrTypeCd ?? MBR_TYPE.PERSON,
      agreements: state.agreements ?? { TERMS: false, PRIVACY_REQUIRED: false, PRIVACY_OPTIONAL: false, AGE14: false },
    }),
  );
  // one key per filled form: a double click or a retry of the same form cannot create two accounts
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [checkedId, setCheckedId] = useState<string | null>(null);
  const [idMessage, setIdMessage] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [general, setGeneral] = useState<ReactNode>(null);
  const pending = useRef(false);
  const generalRef = useRef<HTMLDivElement>(null);
  const optionalAgreed = Boolean(state.agreements?.PRIVACY_OPTIONAL);

  const checkId = async () => {
    const parsed = LoginId.safeParse(form.values.loginId);
    if (!parsed.success) {
      form.setFieldError('loginId', parsed.error.issues[0]?.message ?? '아이디를 확인해 주세요.');
      return;
    }
    setChecking(true);
    setIdMessage(undefined);
    try {
      const { data } = await http.get<{ loginId: string; available: boolean; message: string }>('/api/join/idCheck', { params: { loginId: parsed.data } });
      if (data.available) {
        setCheckedId(parsed.data);
        setIdMessage(data.message || '사용할 수 있는 아이디입니다.');
        form.setFieldError('loginId', null);
      } else {
        setCheckedId(null);
        form.setFieldError('loginId', data.message || '이미 쓰고 있는 아이디입니다. 다른 아이디를 입력해 주세요.');
      }
    } catch (e) {
      if (!form.applyServerError(e, 'loginId')) form.setFieldError('loginId', httpErrorSentence(e));
    } finally {
      setChecking(false);
    }
  };

  const showGeneral = (node: ReactNode) => {
    setGeneral(node);
    setTimeout(() => generalRef.current?.focus(), 0);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending.current) return;
    const data = form.validate((v) => ({
      loginId:
        LoginId.safeParse(v.loginId).success && checkedId !== v.loginId.trim() ? '아이디 중복 확인 버튼을 눌러 사용할 수 있는 아이디인지 확인해 주세요.' : undefined,
      ...contactProblems(v.email, v.notifyEmail, optionalAgreed),
    }));
    if (!data) return;
    pending.current = true;
    setBusy(true);
    setGeneral(null);
    try {
      const { data: result } = await http.post<JoinResult>('/api/join', data, { headers: { 'Idempotency-Key': idempotencyKey } });
      joinState.setDone(result);
      joinState.clear();
      navigate('/join/memberinfo/cmptn', { replace: true });
    } catch (err) {
      const status = errorStatus(err);
      const body = errorBody<{ message?: string; code?: string }>(err);
      if (form.applyServerError(err)) return;
      if (status === 409 && body.code === 'ALREADY_MEMBER') {
        showGeneral(
          <>
            {body.message || '이미 가입한 분입니다.'} <Link to="/login/search/id">아이디 찾기</Link>에서 아이디를 확인해 주세요.
          </>,
        );
      } else if (status === 409 && /아이디/.test(body.message ?? '') && !/본인확인/.test(body.message ?? '')) {
        setCheckedId(null);
        setIdMessage(undefined);
        form.setErrors({ loginId: body.message! });
      } else if (status === 409 || (status === 403 && body.code !== 'CSRF')) {
        showGeneral(
          <>
            {body.message || '본인확인 시간이 지났습니다.'} <Link to="/join/identify">본인확인 다시 하기</Link>
          </>,
        );
      } else {
        showGeneral(body.message || httpErrorSentence(err));
      }
    } finally {
      pending.current = false;
      setBusy(false);
    }
  };

  return (
    <form className="fm-form" noValidate onSubmit={(e) => void submit(e)}>
      <ErrorSummary errors={form.errors} attempt={form.attempt} idOf={form.id} order={ORDER} />
      {general ? (
        <div className="fm-notice fm-notice--error" role="alert" tabIndex={-1} ref={generalRef}>
          <p>{general}</p>
        </div>
      ) : null}
      <FormSection title="본인확인 정보" id="join-identity" description="본인확인에서 받은 정보입니다. 바꾸려면 본인확인을 다시 해 주세요.">
        <dl className="fm-dl">
          <dt>이름</dt>
          <dd>{identity.memberName}</dd>
          <dt>생년월일</dt>
          <dd>{fmtBirth(identity.birthDate)}</dd>
        </dl>
      </FormSection>
      <FormSection title="로그인 정보" id="join-login">
        <TextField
          id={form.id('loginId')}
          label="아이디"
          required
          value={form.values.loginId}
          onValue={(v) => {
            form.set('loginId', v);
            if (v.trim() !== checkedId) setIdMessage(undefined);
          }}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={20}
          hint="영문 소문자로 시작하는 5~20자의 영문 소문자와 숫자로 입력해 주세요."
          error={form.errors.loginId}
          ok={checkedId && checkedId === form.values.loginId.trim() ? idMessage : undefined}
          addon={
            <Button variant="secondary" busy={checking} onClick={() => void checkId()}>
              중복 확인
            </Button>
          }
        />
        <NewPasswordFields
          idOf={form.id}
          values={form.values}
          errors={form.errors}
          loginId={form.values.loginId}
          newLabel="비밀번호"
          onValue={(n, v) => form.set(n, v)}
        />
      </FormSection>
      <FormSection title="연락처" id="join-contact">
        <TextField
          id={form.id('mobileNo')}
          label="휴대전화 번호"
          value={form.values.mobileNo ?? ''}
          onValue={() => undefined}
          readOnly
          type="tel"
          autoComplete="off"
          hint="본인확인한 번호만 등록할 수 있습니다. 알림 문자도 이 번호로 보냅니다. 다른 번호를 쓰려면 본인확인을 다시 해 주세요."
          error={form.errors.mobileNo}
        />
        <TextField
          id={form.id('email')}
          label="전자우편"
          optional
          value={form.values.email}
          onValue={(v) => form.set('email', v)}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={100}
          hint={
            optionalAgreed
              ? '예: hong@example.kr'
              : '전자우편 주소는 개인정보 수집·이용(선택)에 동의하신 경우에만 남길 수 있습니다. 약관 동의 단계에서 바꿀 수 있습니다.'
          }
          error={form.errors.email}
        />
      </FormSection>
      <FormSection title="알림 받기" id="join-notify" description="상담 예약과 신청 진행 상황을 알려 드립니다. 받지 않아도 서비스는 모두 이용할 수 있습니다.">
        <CheckboxField id={form.id('notifySms')} label="문자 알림 받기" optional checked={form.values.notifySms} onValue={(v) => form.set('notifySms', v)} />
        <CheckboxField
          id={form.id('notifyEmail')}
          label="전자우편 알림 받기"
          optional
          checked={form.values.notifyEmail}
          onValue={(v) => form.set('notifyEmail', v)}
          error={form.errors.notifyEmail}
        />
      </FormSection>
      <div className="fm-actions">
        <Button type="submit" busy={busy} busyLabel="가입하는 중입니다">
          가입하기
        </Button>
      </div>
    </form>
  );
}

/** /join/memberinfo: ID (with 중복 확인), password, contact, notification consent. */
export default function JoinMemberinfo() {
  const [state] = useState(joinState.get);
  const ready = Boolean(state.mbrTypeCd && state.agreements?.TERMS && state.agreements.PRIVACY_REQUIRED);
  const identity = usePageState(async () => {
    if (!ready) return null;
    try {
      return (await http.get<Identity>('/api/join/identity')).data;
    } catch (e) {
      if (errorStatus(e) === 409) return null;
      throw e;
    }
  });
  return (
    <div className="mb-page" data-page="join-memberinfo">
      <PageHeading title="회원가입: 회원정보 입력" lead="(필수) 항목을 모두 입력해 주세요." />
      <StepIndicator steps={JOIN_STEPS} current={2} label="회원가입 단계" />
      {!ready ? (
        <StepMissing text="약관 동의와 본인확인을 먼저 해 주세요." to={state.mbrTypeCd ? '/join/agreement' : '/join'} action="약관 동의하러 가기" />
      ) : (
      <LoadGate state={identity} what="본인확인 정보를">
        {(data) =>
          data ? (
            <MemberForm identity={data} />
          ) : (
            <Notice tone="warning" role="alert">
              <p>본인확인을 하지 않았거나 본인확인한 지 10분이 지났습니다. 본인확인을 다시 해 주세요.</p>
              <p>
                <Link className="btn btn-primary btn-small" to="/join/identify">
                  본인확인 하러 가기
                </Link>
              </p>
            </Notice>
          )
        }
      </LoadGate>
      )}
    </div>
  );
}
