import { useState } from 'react';
import { Link, useNavigate } from '@portal/router';
import { PasswordReset } from '@portal/contracts';
import { Button, PageHeading, StepIndicator } from '@portal/ui/form';
import { IdentityVerification } from '@portal/blocks/verify';
import { NewPasswordForm } from '@portal/blocks/account';
import { searchPwd } from '../../../api/searchPwd';
import { LoginIdStep } from '../../../lib/LoginIdStep';

const STEPS = ['아이디 입력', '본인확인', '새 비밀번호', '완료'];

/** /login/search/pwd: ID → verification (FIND_PWD) → new password → done. */
export default function SearchPwd() {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [loginId, setLoginId] = useState('');

  return (
    <div className="mb-page" data-page="login-search-pwd">
      <PageHeading title="비밀번호 찾기" lead="아이디와 본인확인으로 새 비밀번호를 정할 수 있습니다." />
      <StepIndicator steps={STEPS} current={step} label="비밀번호 찾기 단계" />
      {step === 0 ? (
        <LoginIdStep
          label="아이디"
          initial={loginId}
          hint={
            <>
              아이디를 모르시면 <Link to="/login/search/id">아이디 찾기</Link>를 이용해 주세요.
            </>
          }
          next={(id) => {
            setLoginId(id);
            setStep(1);
          }}
        />
      ) : null}
      {step === 1 ? (
        <>
          <p>
            아이디: <strong>{loginId}</strong>{' '}
            <button type="button" className="btn btn-tertiary btn-small" onClick={() => setStep(0)}>
              아이디 바꾸기
            </button>
          </p>
          <IdentityVerification purpose="FIND_PWD" loginId={loginId} onVerified={() => setStep(2)} />
        </>
      ) : null}
      {step === 2 ? (
        <NewPasswordForm
          schema={PasswordReset}
          loginId={loginId}
          section={{ id: 'pwd-new', title: '새 비밀번호 정하기', description: '바꾸면 이 아이디로 로그인한 모든 기기에서 로그아웃됩니다.' }}
          send={(body) => searchPwd.run(null, { body })}
          onDone={() => setStep(3)}
          failureStyle={{ marginBottom: 16 }}
        />
      ) : null}
      {step === 3 ? (
        <div className="fm-card" role="status" data-pwd-reset="">
          <h2>새 비밀번호를 정했습니다</h2>
          <p>새 비밀번호로 로그인해 주세요.</p>
          <div className="fm-actions">
            <Button onClick={() => navigate('/login')}>로그인하러 가기</Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
