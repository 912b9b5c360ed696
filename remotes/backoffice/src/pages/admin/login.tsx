import { useEffect, useState } from 'react';
import { Alert, Button, Card, Checkbox, Form, Input, Space, Steps, Typography } from 'antd';
import { useLocation, useNavigate } from '@portal/router';
import { useQueryClient } from '@tanstack/react-query';
import { EnrolCode, LoginId, PASSWORD_RULE, passwordProblem, RecoveryCode, TotpCode, type AdminPasswordSet, type AdminSignedIn } from '@portal/contracts';
import { encryptPassword } from '@portal/blocks/account';
import { copyText } from '@portal/ui';
import { adminLogin } from '../../api/adminLogin';
import { adminPasswordSet } from '../../api/adminPasswordSet';
import { adminTotpEnrol } from '../../api/adminTotpEnrol';
import { adminTotpEnrolConfirm } from '../../api/adminTotpEnrolConfirm';
import { adminTotpVerify } from '../../api/adminTotpVerify';
import { RecoveryCodes } from '../../lib/recovery-codes';
import { FormFailure, useFormSend, zodRule } from '../../lib/form';
import { adminReturnUrl } from '../../lib/admin-route';
import { forgetStaffAnswers } from '../../lib/staff-answers';

/** In the sign-in, 401 is a wrong password or code, or an ended step: the server's sentence, never "the session ended". */
const signInRefusal = (r: { status?: number; body: { message?: string } }) =>
  r.status === 401 ? { failure: r.body.message ?? '로그인 정보를 확인해 주세요.' } : undefined;

type Step = { kind: 'password' } | { kind: 'PASSWORD' | 'ENROL' | 'VERIFY'; loginId: string } | { kind: 'codes'; codes: string[] };
type Enrolment = Awaited<ReturnType<typeof adminTotpEnrol.run>>;

const STEPS = ['아이디·비밀번호', '2단계 인증', '업무 시작'];

function PasswordStep({ onNext }: { onNext(step: Step): void }) {
  const [form] = Form.useForm<{ loginId: string; password: string }>();
  const send = useFormSend(form, {
    send: async (v: { loginId: string; password: string }) => {
      const { p, s } = await encryptPassword(v.password);
      return adminLogin.run(null, { body: { member: v.loginId, m: 'PWD', p, s } });
    },
    onDone: (r) => onNext({ kind: r.step, loginId: r.loginId }),
    refused: signInRefusal,
    fieldOf: (f) => (f === 'member' ? 'loginId' : f === 's' ? 'password' : f),
  });
  return (
    <Form form={form} layout="vertical" requiredMark="optional" onFinish={(v) => void send.submit(v)} scrollToFirstError={{ focus: true }}>
      <FormFailure failure={send.failure} />
      <Form.Item label="아이디" name="loginId" rules={[zodRule(LoginId)]}>
        <Input autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item label="비밀번호" name="password" rules={[{ required: true, message: '비밀번호를 입력해 주세요.' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={send.pending}>
        다음
      </Button>
    </Form>
  );
}

/** The first sign-in of an account its manager made: its own password instead of the initial one. */
function NewPasswordStep({ loginId, onNext }: { loginId: string; onNext(step: Step): void }) {
  const [form] = Form.useForm<AdminPasswordSet>();
  const send = useFormSend(form, {
    call: { run: adminPasswordSet.run },
    input: (v: AdminPasswordSet) => ({ body: v }),
    onDone: (r) => onNext({ kind: r.step, loginId: r.loginId }),
    refused: signInRefusal,
  });
  return (
    <Form form={form} layout="vertical" requiredMark="optional" onFinish={(v) => void send.submit(v)} scrollToFirstError={{ focus: true }}>
      <Typography.Paragraph>
        <b>{loginId}</b> 계정의 첫 로그인입니다. 기관 관리자에게 받은 처음 비밀번호 대신 앞으로 쓸 비밀번호를 정해 주세요. 정한 비밀번호는 본인만 압니다.
      </Typography.Paragraph>
      <FormFailure failure={send.failure} />
      <Form.Item
        label="새 비밀번호"
        name="newPassword"
        extra={PASSWORD_RULE}
        rules={[
          { required: true, message: '새 비밀번호를 입력해 주세요.' },
          { validator: (_, v: string | undefined) => (!v || !passwordProblem(v, loginId) ? Promise.resolve() : Promise.reject(new Error(passwordProblem(v, loginId)!))) },
        ]}
      >
        <Input.Password autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item
        label="새 비밀번호 확인"
        name="newPasswordConfirm"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: '새 비밀번호 확인을 입력해 주세요.' },
          ({ getFieldValue }) => ({
            validator: (_, v: string | undefined) =>
              !v || v === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error('새 비밀번호와 새 비밀번호 확인이 같지 않습니다. 같은 비밀번호를 두 번 입력해 주세요.')),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={send.pending}>
        비밀번호 정하고 다음
      </Button>
    </Form>
  );
}

/** A wrong enrolment code goes back on its field; an account without a live code gets the server's sentence. */
const enrolRefusal = (r: { status?: number; body: { message?: string; code?: string } }) =>
  r.body.code === 'BAD_ENROL_CODE' ? { fields: { enrolCode: r.body.message ?? '등록 코드가 맞지 않습니다.' } } : signInRefusal(r);

function EnrolStep({ loginId, onDone }: { loginId: string; onDone(r: AdminSignedIn): void }) {
  const [startForm] = Form.useForm<{ enrolCode: string }>();
  const [form] = Form.useForm<{ code: string }>();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const start = useFormSend(startForm, {
    call: { run: adminTotpEnrol.run },
    input: (v: { enrolCode: string }) => ({ body: { enrolCode: v.enrolCode } }),
    onDone: (r) => setEnrolment(r),
    refused: enrolRefusal,
  });
  const confirm = useFormSend(form, {
    call: { run: adminTotpEnrolConfirm.run },
    input: (v: { code: string }) => ({ body: { code: v.code } }),
    onDone: (r) => onDone(r),
    refused: signInRefusal,
  });
  if (!enrolment) {
    return (
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph>
          <b>{loginId}</b> 계정에는 아직 인증 앱이 없습니다. 직원 업무 화면은 비밀번호와 함께 휴대전화 인증 앱(Google Authenticator, Microsoft Authenticator 등)의
          6자리 코드로 로그인합니다. 기관 관리자에게 받은 등록 코드를 넣고 지금 한 번 등록해 주세요.
        </Typography.Paragraph>
        <Form form={startForm} layout="vertical" onFinish={(v) => void start.submit(v)} scrollToFirstError={{ focus: true }}>
          <FormFailure failure={start.failure} />
          <Form.Item
            label="인증 앱 등록 코드"
            name="enrolCode"
            rules={[zodRule(EnrolCode)]}
            extra="계정을 만들거나 인증 앱을 초기화할 때 기관 관리자가 전해 준 10자리 코드(예: ABCDE-12345)입니다. 7일이 지났거나 잃어버렸으면 기관 관리자에게 초기화를 부탁해 주세요."
          >
            <Input autoComplete="off" autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={start.pending}>
            인증 앱 등록 시작
          </Button>
        </Form>
      </Space>
    );
  }
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`;
  return (
    <Form form={form} layout="vertical" onFinish={(v) => void confirm.submit(v)} scrollToFirstError={{ focus: true }}>
      <ol className="bo-enrol-steps">
        <li>휴대전화의 인증 앱에서 ‘계정 추가’를 누르고 아래 QR 코드를 찍어 주세요.</li>
        <li>카메라를 쓸 수 없으면 아래 설정 키를 직접 입력해 주세요 (시간 기준, 6자리).</li>
        <li>앱에 나타난 6자리 코드를 입력해 주세요.</li>
      </ol>
      <img className="bo-qr" src={qr} alt={`인증 앱 등록용 QR 코드 (${enrolment.issuer}, ${enrolment.account}). 찍을 수 없으면 아래 설정 키를 입력해 주세요.`} />
      <Typography.Paragraph>
        설정 키: <span className="bo-secret">{enrolment.secret}</span>{' '}
        <Button size="small" onClick={() => void copyText(enrolment.secret)}>
          복사
        </Button>
      </Typography.Paragraph>
      <FormFailure failure={confirm.failure} />
      <Form.Item label="인증 앱의 6자리 코드" name="code" rules={[zodRule(TotpCode)]}>
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={confirm.pending}>
        등록하고 로그인
      </Button>
    </Form>
  );
}

function VerifyStep({ loginId, onDone }: { loginId: string; onDone(r: AdminSignedIn): void }) {
  const [form] = Form.useForm<{ code?: string; recoveryCode?: string }>();
  const [useRecovery, setUseRecovery] = useState(false);
  const send = useFormSend(form, {
    call: { run: adminTotpVerify.run },
    input: (v: { code?: string; recoveryCode?: string }) => ({ body: useRecovery ? { recoveryCode: v.recoveryCode ?? '' } : { code: v.code ?? '' } }),
    onDone: (r) => onDone(r),
    refused: signInRefusal,
  });
  return (
    <Form form={form} layout="vertical" onFinish={(v) => void send.submit(v)} scrollToFirstError={{ focus: true }}>
      <Typography.Paragraph>
        <b>{loginId}</b> 계정의 인증 앱에 지금 나타난 6자리 코드를 입력해 주세요.
      </Typography.Paragraph>
      <FormFailure failure={send.failure} />
      {useRecovery ? (
        <Form.Item label="복구 코드" name="recoveryCode" rules={[zodRule(RecoveryCode)]} extra="등록할 때 받아 둔 복구 코드 하나를 입력해 주세요. 한 번 쓴 코드는 다시 쓸 수 없습니다.">
          <Input autoComplete="off" autoFocus />
        </Form.Item>
      ) : (
        <Form.Item label="인증 코드 6자리" name="code" rules={[zodRule(TotpCode)]}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
        </Form.Item>
      )}
      <Space direction="vertical" style={{ width: '100%' }}>
        <Button type="primary" htmlType="submit" block loading={send.pending}>
          로그인
        </Button>
        <Button type="link" onClick={() => setUseRecovery((u) => !u)}>
          {useRecovery ? '인증 앱 코드로 로그인' : '휴대전화가 없으면: 복구 코드로 로그인'}
        </Button>
      </Space>
    </Form>
  );
}

/** The recovery codes, once: print or copy them before going on. */
function CodesStep({ codes, onContinue }: { codes: string[]; onContinue(): void }) {
  const [kept, setKept] = useState(false);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Alert
        type="warning"
        showIcon
        message="복구 코드는 지금 한 번만 보여 드립니다"
        description="휴대전화를 잃어버리거나 바꾸면 이 코드로 로그인합니다. 코드마다 한 번씩 쓸 수 있습니다. 인쇄하거나 안전한 곳에 적어 두세요."
      />
      <RecoveryCodes codes={codes} label="복구 코드" />
      <Checkbox checked={kept} onChange={(e) => setKept(e.target.checked)}>
        복구 코드를 안전한 곳에 보관했습니다.
      </Checkbox>
      <Button type="primary" block disabled={!kept} onClick={onContinue}>
        업무 시작
      </Button>
    </Space>
  );
}

/**
 * /admin/login: staff sign-in (issue 34) — ID and password (at an account's first sign-in, its own
 * new password), then the second factor: enrol an
 * authenticator (QR and the secret, then its first code; the recovery codes are shown once) or the
 * app's code / a recovery code. Comes back to the page that asked for it.
 */
export default function AdminLogin() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const returnUrl = adminReturnUrl(params.get('returnUrl'));
  const navigate = useNavigate();
  const client = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  useEffect(() => forgetStaffAnswers(client), [client]);
  const signedIn = (r: AdminSignedIn) => {
    client.setQueryData(['adminMe', {}], r.me);
    if (r.recoveryCodes?.length) setStep({ kind: 'codes', codes: r.recoveryCodes });
    else navigate(returnUrl, { replace: true });
  };
  const current = step.kind === 'password' ? 0 : step.kind === 'codes' ? 2 : 1;
  return (
    <Card>
      <Steps size="small" current={current} items={STEPS.map((title) => ({ title }))} className="bo-login-steps" />
      {params.get('reason') === 'expired' && step.kind === 'password' ? (
        <Alert type="info" showIcon message="직원 세션이 끝나 로그아웃되었습니다" description="15분 동안 쓰지 않으면 자동으로 로그아웃됩니다. 다시 로그인하면 보던 화면으로 돌아갑니다." />
      ) : null}
      <div className="bo-login-body">
        {step.kind === 'password' ? <PasswordStep onNext={setStep} /> : null}
        {step.kind === 'PASSWORD' ? <NewPasswordStep loginId={step.loginId} onNext={setStep} /> : null}
        {step.kind === 'ENROL' ? <EnrolStep loginId={step.loginId} onDone={signedIn} /> : null}
        {step.kind === 'VERIFY' ? <VerifyStep loginId={step.loginId} onDone={signedIn} /> : null}
        {step.kind === 'codes' ? <CodesStep codes={step.codes} onContinue={() => navigate(returnUrl, { replace: true })} /> : null}
      </div>
      <Typography.Paragraph className="bo-card-note">
        직원 계정이 없거나 인증 앱과 복구 코드를 모두 잃어버렸다면 소속 기관 관리자에게 문의해 주세요. 시민 로그인은 <a href="/login">회원 로그인</a>을
        이용해 주세요.
      </Typography.Paragraph>
    </Card>
  );
}
