import { useState } from 'react';
import { Link, useNavigate } from '@portal/router';
import { httpErrorSentence } from '@portal/http';
import { JoinRequest, LoginId, MBR_TYPE } from '@portal/contracts';
import type { CallResult } from '@portal/contracts/call-types';
import { Spinner } from '@portal/ui';
import { Button, LoadError, errorStatus, serverFieldErrors, useZodForm } from '@portal/ui/form';
import { FormFields, SubmitForm, fieldOrder, useSubmit, SubmitActions } from '@portal/blocks/form';
import { contactProblems, memberInfoLayout } from '@portal/blocks/account';
import { join } from '../../api/join';
import { joinIdCheck } from '../../api/joinIdCheck';
import { joinIdentity } from '../../api/joinIdentity';
import { joinState } from '../../lib';
import { JoinStep } from '../../lib/JoinStep';
import { StepMissing } from '../../lib/StepMissing';

type Identity = CallResult<'joinIdentity'>;
type Values = { loginId: string; newPassword: string; newPasswordConfirm: string; email: string; mobileNo: string; notifySms: boolean; notifyEmail: boolean };

const fmtBirth = (b: string) => (/^\d{8}$/.test(b) ? `${b.slice(0, 4)}.${b.slice(4, 6)}.${b.slice(6)}` : b);

function MemberForm({ identity }: { identity: Identity }) {
  const navigate = useNavigate();
  const state = joinState.get();
  const form = useZodForm(
    JoinRequest,
    (): Values => ({ loginId: '', newPassword: '', newPasswordConfirm: '', email: '', mobileNo: identity.mobileNo.replace(/^(\d{3})(\d{3,4})(\d{4})$/, '$1-$2-$3'), notifySms: false, notifyEmail: false }),
    (v) => ({
      ...v,
      mbrTypeCd: state.mbrTypeCd ?? MBR_TYPE.PERSON,
      agreements: state.agreements ?? { TERMS: false, PRIVACY_REQUIRED: false, PRIVACY_OPTIONAL: false, AGE14: false },
    }),
  );
  const [checkedId, setCheckedId] = useState<string | null>(null);
  const [idMessage, setIdMessage] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);
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
      const data = await joinIdCheck.fetch({ query: { loginId: parsed.data } });
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

  // one key per filled form (useSubmit keeps it until a success): a double click or a retry cannot create two accounts
  const submit = useSubmit({
    form,
    call: join,
    input: (body) => ({ body }),
    onDone: (result) => {
      joinState.setDone(result);
      joinState.clear();
      navigate('/join/memberinfo/cmptn', { replace: true });
    },
    check: (v) => ({
      loginId: LoginId.safeParse(v.loginId).success && checkedId !== v.loginId.trim() ? '아이디 중복 확인 버튼을 눌러 사용할 수 있는 아이디인지 확인해 주세요.' : undefined,
      ...contactProblems(v.email, v.notifyEmail, optionalAgreed),
    }),
    refused: ({ status, body, error }) => {
      if (serverFieldErrors(error) || body.code === 'IDEMPOTENCY_MISMATCH') return undefined;
      if (status === 409 && body.code === 'ALREADY_MEMBER')
        return {
          failure: (
            <>
              {body.message || '이미 가입한 분입니다.'} <Link to="/login/search/id">아이디 찾기</Link>에서 아이디를 확인해 주세요.
            </>
          ),
        };
      if (status === 409 && /아이디/.test(body.message ?? '') && !/본인확인/.test(body.message ?? '')) {
        setCheckedId(null);
        setIdMessage(undefined);
        return { fields: { loginId: body.message! } };
      }
      if (status === 409 || (status === 403 && body.code !== 'CSRF'))
        return {
          failure: (
            <>
              {body.message || '본인확인 시간이 지났습니다.'} <Link to="/join/identify">본인확인 다시 하기</Link>
            </>
          ),
        };
      return undefined;
    },
  });

  const layout = memberInfoLayout<Values>({
    before: [
      {
        id: 'join-identity',
        title: '본인확인 정보',
        description: '본인확인에서 받은 정보입니다. 바꾸려면 본인확인을 다시 해 주세요.',
        fields: [
          {
            kind: 'static',
            id: 'identity',
            content: (
              <dl className="fm-dl">
                <dt>이름</dt>
                <dd>{identity.memberName}</dd>
                <dt>생년월일</dt>
                <dd>{fmtBirth(identity.birthDate)}</dd>
              </dl>
            ),
          },
        ],
      },
      {
        id: 'join-login',
        title: '로그인 정보',
        fields: [
          {
            kind: 'text',
            name: 'loginId',
            label: '아이디',
            required: true,
            autoComplete: 'username',
            autoCapitalize: 'off',
            spellCheck: false,
            maxLength: 20,
            hint: '영문 소문자로 시작하는 5~20자의 영문 소문자와 숫자로 입력해 주세요.',
            ok: checkedId && checkedId === form.values.loginId.trim() ? idMessage : undefined,
            addon: (
              <Button variant="secondary" busy={checking} onClick={() => void checkId()}>
                중복 확인
              </Button>
            ),
          },
          { kind: 'new-password', name: 'newPassword', confirm: 'newPasswordConfirm', loginId: form.values.loginId, label: '비밀번호' },
        ],
      },
    ],
    contact: { id: 'join-contact', title: '연락처' },
    mobile: {
      kind: 'tel',
      name: 'mobileNo',
      label: '휴대전화 번호',
      readOnly: true,
      autoComplete: 'off',
      hint: '본인확인한 번호만 등록할 수 있습니다. 알림 문자도 이 번호로 보냅니다. 다른 번호를 쓰려면 본인확인을 다시 해 주세요.',
    },
    emailHint: optionalAgreed
      ? '예: hong@example.kr'
      : '전자우편 주소는 개인정보 수집·이용(선택)에 동의하신 경우에만 남길 수 있습니다. 약관 동의 단계에서 바꿀 수 있습니다.',
    notify: { id: 'join-notify', title: '알림 받기', description: '상담 예약과 신청 진행 상황을 알려 드립니다. 받지 않아도 서비스는 모두 이용할 수 있습니다.' },
  });

  return (
    <SubmitForm form={form} submit={submit} order={fieldOrder(layout)} focusFailure>
      <FormFields layout={layout} form={form} />
      <SubmitActions pending={submit.pending} label="가입하기" busyLabel="가입하는 중입니다" />
    </SubmitForm>
  );
}

/** The identity verified for JOIN: a fresh answer (never a cached one), 409 = none or too old. */
function VerifiedIdentity() {
  const q = joinIdentity.use();
  if (q.isError && errorStatus(q.error) === 409)
    return <StepMissing alert text="본인확인을 하지 않았거나 본인확인한 지 10분이 지났습니다. 본인확인을 다시 해 주세요." to="/join/identify" action="본인확인 하러 가기" />;
  if (q.isError) return <LoadError what="본인확인 정보를" retry={() => void q.refetch()} />;
  if (q.isPending || !q.isFetchedAfterMount) return <Spinner label="본인확인 정보를 불러오는 중입니다" />;
  return <MemberForm identity={q.data} />;
}

/** /join/memberinfo: ID (with 중복 확인), password, contact, notification consent. */
export default function JoinMemberinfo() {
  return (
    <JoinStep step={2}>
      <VerifiedIdentity />
    </JoinStep>
  );
}
