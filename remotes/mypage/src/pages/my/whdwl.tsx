import { useNavigate } from '@portal/router';
import { WITHDRAWAL_REASONS, WITHDRAWAL_TEXT_MAX, Withdrawal } from '@portal/contracts';
import { useSession } from '@portal/session';
import { Button, PageHeading, useZodForm } from '@portal/ui/form';
import { FormFields, SubmitFailure, SubmitForm, fieldOrder, useSubmit, type FormLayout, SubmitActions } from '@portal/blocks/form';
import { currentPasswordField, usePasswordWait } from '@portal/blocks/account';
import { withdraw } from '../../api/withdraw';

type Reason = keyof typeof WITHDRAWAL_REASONS;
type Values = { reasonCd: Reason | ''; reasonText: string; password: string; confirm: boolean };

const layout = (v: Values): FormLayout<Values> => ({
  sections: [
    {
      id: 'whdwl-reason',
      title: '탈퇴 사유',
      fields: [
        {
          kind: 'radio',
          name: 'reasonCd',
          legend: '탈퇴하시는 까닭을 골라 주세요',
          required: true,
          options: (Object.keys(WITHDRAWAL_REASONS) as Reason[]).map((k) => ({ value: k, label: WITHDRAWAL_REASONS[k] })),
        },
        {
          kind: 'textarea',
          name: 'reasonText',
          label: '기타 사유',
          optional: v.reasonCd !== 'OTHER',
          required: v.reasonCd === 'OTHER',
          maxLength: WITHDRAWAL_TEXT_MAX,
          hint: `${v.reasonText.length} / ${WITHDRAWAL_TEXT_MAX}자. 기타를 고르셨다면 적어 주세요.`,
        },
      ],
    },
    {
      id: 'whdwl-confirm',
      title: '본인 확인',
      fields: [
        currentPasswordField<Values>('password', '비밀번호'),
        { kind: 'checkbox', name: 'confirm', label: '위 안내를 모두 읽었으며, 탈퇴하면 되돌릴 수 없다는 것을 확인했습니다', required: true },
      ],
    },
  ],
});

/** /my/whdwl: what is deleted and what is kept, the reason, the password and a confirmation. */
export default function Whdwl() {
  const navigate = useNavigate();
  const form = useZodForm(Withdrawal, (): Values => ({ reasonCd: '', reasonText: '', password: '', confirm: false }));
  const wait = usePasswordWait();
  const submit = useSubmit({
    form,
    send: (body) => withdraw.run(null, { body }),
    onDone: () => {
      useSession.getState().clearAuth();
      navigate('/my/whdwl/completion', { replace: true });
    },
    blocked: wait.blocked,
    refused: (r) => (r.status === 401 && /비밀번호/.test(r.body.message ?? '') ? { fields: { password: r.body.message! } } : wait.tooMany(r)),
  });
  const fields = layout(form.values);

  return (
    <div className="mb-page" data-page="my-whdwl">
      <PageHeading title="회원 탈퇴" lead="탈퇴하기 전에 아래 안내를 꼭 읽어 주세요." />
      <div className="fm-card">
        <h2>탈퇴하면 지우는 정보</h2>
        <ul className="fm-list">
          <li>아이디, 비밀번호, 이름, 생년월일, 휴대전화 번호, 전자우편, 알림 설정</li>
          <li>로그인한 모든 기기의 로그인 상태 (바로 로그아웃됩니다)</li>
        </ul>
      </div>
      <div className="fm-card">
        <h2>탈퇴해도 남는 정보</h2>
        <ul className="fm-list">
          <li>진행 중이거나 끝난 상담·법률구조 신청 기록: 관계 법령이 정한 기간 동안 이름을 가린 채 보관합니다.</li>
          <li>탈퇴한 아이디는 다시 쓸 수 없습니다. 같은 분이 다시 가입하려면 새 아이디를 만들어야 합니다.</li>
        </ul>
      </div>
      {submit.failure ? (
        <div style={{ margin: '16px 0' }}>
          <SubmitFailure submit={submit} />
        </div>
      ) : null}
      <SubmitForm form={form} submit={submit} order={fieldOrder(fields)} failure="elsewhere" style={{ marginTop: 24 }}>
        <FormFields layout={fields} form={form} />
        <SubmitActions pending={submit.pending} disabled={wait.waitLeft > 0} label="탈퇴하기">
          <Button variant="secondary" onClick={() => navigate('/my/info/check')}>
            취소
          </Button>
        </SubmitActions>
      </SubmitForm>
    </div>
  );
}
