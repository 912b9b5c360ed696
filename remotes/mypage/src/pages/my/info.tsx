import { useEffect, useState } from 'react';
import { Link, useNavigate } from '@portal/router';
import { MyInfoUpdate, type MyInfo } from '@portal/contracts';
import { Spinner } from '@portal/ui';
import { Button, LoadError, Notice, PageHeading, errorStatus, loginHref, useZodForm } from '@portal/ui/form';
import { FormFields, SubmitForm, fieldOrder, useSubmit, SubmitActions } from '@portal/blocks/form';
import { IdentityVerification, useAfterVerification } from '@portal/blocks/verify';
import { contactProblems, memberInfoLayout } from '@portal/blocks/account';
import { myInfo } from '../../api/myInfo';
import { myInfoUpdate } from '../../api/myInfoUpdate';
import { myMobileUpdate } from '../../api/myMobileUpdate';
import { isReauthRequired, REAUTH_NOTICE } from '../../lib';

type Values = { email: string; notifySms: boolean; notifyEmail: boolean; privacyOptional: boolean };

const TYPE_NAMES: Record<string, string> = { '01': '일반회원', '02': '외국인회원', '09': '비회원' };
const day = (iso: string) => iso.slice(0, 10);
const fmtBirth = (b: string) => (/^\d{8}$/.test(b) ? `${b.slice(0, 4)}.${b.slice(4, 6)}.${b.slice(6)}` : b);
const fmtMobile = (m: string) => m.replace(/^(\d{3})(\d{3,4})(\d{4})$/, '$1-$2-$3');

/** The number, and its change through a MOBILE verification of the new number. */
function MobileChange({ info, onSaved, reauth }: { info: MyInfo; onSaved(i: MyInfo): void; reauth(): void }) {
  const [changing, setChanging] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const { failure, key, finish, setFailure } = useAfterVerification({
    run: () => myMobileUpdate.run(null),
    onDone: (next) => {
      onSaved(next);
      setChanging(false);
      setDone(`휴대전화 번호를 ${fmtMobile(next.mobileNo)}(으)로 바꿨습니다.`);
    },
    failure: ({ error }) => {
      if (!isReauthRequired(error)) return undefined;
      reauth();
      return '';
    },
  });
  return (
    <>
      <p>
        지금 번호: <strong data-my-mobile="">{fmtMobile(info.mobileNo)}</strong>
      </p>
      {done ? (
        <Notice tone="success" role="status">
          <p>{done}</p>
        </Notice>
      ) : failure ? (
        <Notice tone="error" role="alert">
          <p>{failure}</p>
        </Notice>
      ) : null}
      {changing ? (
        <>
          <IdentityVerification
            key={key}
            purpose="MOBILE"
            title="새 휴대전화 번호 본인확인"
            prefill={{ name: info.memberName, birthDate: info.birthDate }}
            onVerified={() => void finish()}
          />
          <div>
            <Button variant="tertiary" onClick={() => setChanging(false)}>
              번호 바꾸기 취소
            </Button>
          </div>
        </>
      ) : (
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              setDone(null);
              setFailure(null);
              setChanging(true);
            }}
          >
            휴대전화 번호 변경
          </Button>
        </div>
      )}
    </>
  );
}

function InfoForm({ info, onSaved }: { info: MyInfo; onSaved(i: MyInfo): void }) {
  const navigate = useNavigate();
  const form = useZodForm(
    MyInfoUpdate,
    (): Values => ({ email: info.email, notifySms: info.notifySms, notifyEmail: info.notifyEmail, privacyOptional: info.privacyOptional }),
  );
  const [saved, setSaved] = useState(false);
  const reauth = () => navigate('/my/info/check', { replace: true, state: { notice: REAUTH_NOTICE } });
  const submit = useSubmit({
    form,
    send: (body) => {
      setSaved(false);
      return myInfoUpdate.run(null, { body });
    },
    onDone: (next) => {
      onSaved(next);
      setSaved(true);
    },
    check: (v) => contactProblems(v.email ?? '', v.notifyEmail, v.privacyOptional),
    refused: ({ error }) => {
      if (!isReauthRequired(error)) return undefined;
      reauth();
      return 'handled';
    },
  });

  const layout = memberInfoLayout<Values>({
    before: [
      {
        id: 'my-basic',
        title: '기본 정보',
        description: '이름과 생년월일은 본인확인 정보라 여기서 바꿀 수 없습니다.',
        fields: [
          {
            kind: 'static',
            id: 'basic',
            content: (
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
            ),
          },
        ],
      },
      {
        id: 'my-mobile',
        title: '휴대전화 번호',
        description: '번호를 바꾸려면 새 번호로 본인확인을 해 주세요. 회원 본인 명의의 번호만 쓸 수 있습니다.',
        fields: [{ kind: 'static', id: 'mobile', content: <MobileChange info={info} onSaved={onSaved} reauth={reauth} /> }],
      },
    ],
    contact: { id: 'my-contact', title: '연락처와 알림' },
    emailHint: '예: hong@example.kr',
    consent: {
      kind: 'checkbox',
      name: 'privacyOptional',
      label: '선택 항목의 개인정보 수집·이용에 동의합니다',
      optional: true,
      hint: '동의를 거두면 선택 항목으로 받은 정보를 지웁니다. 서비스 이용에는 영향이 없습니다.',
    },
  });

  return (
    <SubmitForm form={form} submit={submit} order={fieldOrder(layout)}>
      {saved ? (
        <Notice tone="success" role="status" focusOnMount>
          <p>회원정보를 저장했습니다.</p>
        </Notice>
      ) : null}
      <FormFields layout={layout} form={form} />
      <SubmitActions pending={submit.pending} label="저장하기">
        <Link className="btn btn-secondary" to="/my/whdwl">
          회원 탈퇴
        </Link>
      </SubmitActions>
    </SubmitForm>
  );
}

/** /my/info: contact details and consents; 403 REAUTH_REQUIRED sends back to /my/info/check. */
export default function MyInfoPage() {
  const navigate = useNavigate();
  const q = myInfo.use();
  const [saved, setSaved] = useState<MyInfo | null>(null);
  const error = q.isError ? q.error : null;
  useEffect(() => {
    if (!error) return;
    if (isReauthRequired(error)) navigate('/my/info/check', { replace: true, state: { notice: REAUTH_NOTICE } });
    else if (errorStatus(error) === 401) navigate(loginHref('/my/info'), { replace: true });
  }, [error, navigate]);
  return (
    <div className="mb-page" data-page="my-info">
      <PageHeading title="회원정보 수정" />
      {q.isError ? (
        <LoadError what="회원정보를" retry={() => void q.refetch()} />
      ) : q.isPending || !q.isFetchedAfterMount ? (
        <Spinner label="회원정보를 불러오는 중입니다" />
      ) : (
        <InfoForm info={saved ?? q.data} onSaved={setSaved} />
      )}
    </div>
  );
}
