import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@portal/router';
import { http, httpErrorSentence } from '@portal/http';
import { WITHDRAWAL_REASONS, WITHDRAWAL_TEXT_MAX, Withdrawal } from '@portal/contracts';
import { useSession } from '@portal/session';
import { Button, CheckboxField, ErrorSummary, FormSection, Notice, PageHeading, PasswordField, RadioGroup, TextField, errorBody, errorStatus, useWaitCountdown, useZodForm } from '@portal/ui/form';

type Reason = keyof typeof WITHDRAWAL_REASONS;
const ORDER = ['reasonCd', 'reasonText', 'password', 'confirm'];

/** /my/whdwl: what is deleted and what is kept, the reason, the password and a confirmation. */
export default function Whdwl() {
  const navigate = useNavigate();
  const form = useZodForm(Withdrawal, { reasonCd: '' as Reason | '', reasonText: '', password: '', confirm: false });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { waitLeft, startWait } = useWaitCountdown();
  const pending = useRef(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending.current || waitLeft > 0) return;
    const data = form.validate();
    if (!data) return;
    pending.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await http.post('/api/my/whdwl', data);
      useSession.getState().clearAuth();
      navigate('/my/whdwl/completion', { replace: true });
    } catch (err) {
      if (form.applyServerError(err)) return;
      const status = errorStatus(err);
      const body = errorBody<{ message?: string; retryAfterSeconds?: number }>(err);
      if (status === 401 && /비밀번호/.test(body.message ?? '')) form.setErrors({ password: body.message! });
      else if (status === 429) {
        const wait = body.retryAfterSeconds ?? 30;
        startWait(wait);
        form.setErrors({ password: `비밀번호를 여러 번 잘못 입력했습니다. ${wait}초 뒤에 다시 입력해 주세요.` });
      } else setFailure(body.message || httpErrorSentence(err));
    } finally {
      pending.current = false;
      setBusy(false);
    }
  };

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
      {failure ? (
        <div style={{ margin: '16px 0' }}>
          <Notice tone="error" role="alert">
            <p>{failure}</p>
          </Notice>
        </div>
      ) : null}
      <form className="fm-form" style={{ marginTop: 24 }} noValidate onSubmit={(e) => void submit(e)}>
        <ErrorSummary errors={form.errors} attempt={form.attempt} idOf={form.id} order={ORDER} />
        <FormSection title="탈퇴 사유" id="whdwl-reason">
          <RadioGroup<Reason>
            id={form.id('reasonCd')}
            legend="탈퇴하시는 까닭을 골라 주세요"
            required
            value={form.values.reasonCd}
            onValue={(v) => form.set('reasonCd', v)}
            options={(Object.keys(WITHDRAWAL_REASONS) as Reason[]).map((k) => ({ value: k, label: WITHDRAWAL_REASONS[k] }))}
            error={form.errors.reasonCd}
          />
          <TextField
            id={form.id('reasonText')}
            label="기타 사유"
            optional={form.values.reasonCd !== 'OTHER'}
            required={form.values.reasonCd === 'OTHER'}
            multiline
            value={form.values.reasonText}
            onValue={(v) => form.set('reasonText', v)}
            maxLength={WITHDRAWAL_TEXT_MAX}
            hint={`${form.values.reasonText.length} / ${WITHDRAWAL_TEXT_MAX}자. 기타를 고르셨다면 적어 주세요.`}
            error={form.errors.reasonText}
          />
        </FormSection>
        <FormSection title="본인 확인" id="whdwl-confirm">
          <PasswordField
            id={form.id('password')}
            label="비밀번호"
            required
            value={form.values.password}
            onValue={(v) => form.set('password', v)}
            autoComplete="current-password"
            maxLength={64}
            error={form.errors.password}
          />
          <CheckboxField
            id={form.id('confirm')}
            label="위 안내를 모두 읽었으며, 탈퇴하면 되돌릴 수 없다는 것을 확인했습니다"
            required
            checked={form.values.confirm}
            onValue={(v) => form.set('confirm', v)}
            error={form.errors.confirm}
          />
        </FormSection>
        <div className="fm-actions">
          <Button type="submit" busy={busy} disabled={waitLeft > 0}>
            탈퇴하기
          </Button>
          <Button variant="secondary" onClick={() => navigate('/my/info/check')}>
            취소
          </Button>
        </div>
      </form>
    </div>
  );
}
