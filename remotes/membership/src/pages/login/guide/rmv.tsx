import { useState } from 'react';
import { useNavigate } from '@portal/router';
import { DORMANT_AFTER_DAYS } from '@portal/contracts';
import { Notice, PageHeading } from '@portal/ui/form';
import { IdentityVerification, VerificationFailure, useAfterVerification } from '@portal/blocks/verify';
import { dormantRelease } from '../../../api/dormantRelease';
import { DORMANT_RELEASED_NOTICE, dormantLogin } from '../../../lib';
import { LoginIdStep } from '../../../lib/LoginIdStep';

/** /login/guide/rmv: a dormant account (a year without login) is released after verification. */
export default function LoginGuideRmv() {
  const navigate = useNavigate();
  const [confirmedId, setConfirmedId] = useState(() => dormantLogin.get());
  const { failure, key, finish } = useAfterVerification({
    run: () => dormantRelease.run(null),
    onDone: () => {
      dormantLogin.set(null);
      navigate('/login', { replace: true, state: { notice: DORMANT_RELEASED_NOTICE } });
    },
  });

  return (
    <div className="mb-page" data-page="login-guide-rmv">
      <PageHeading title="휴면 계정 해제 안내" />
      <Notice tone="warning">
        <p>
          <strong>{DORMANT_AFTER_DAYS}일(1년) 넘게 로그인하지 않아 휴면 상태가 된 계정입니다.</strong>
        </p>
        <p>개인정보는 따로 보관하고 있습니다. 본인확인을 하시면 휴면 상태를 풀고 다시 이용할 수 있습니다.</p>
      </Notice>
      <VerificationFailure failure={failure} style={{ marginTop: 16 }} />
      <div className="fm-form" style={{ marginTop: 24 }}>
        {confirmedId ? (
          <>
            <p>
              해제할 아이디: <strong data-dormant-id="">{confirmedId}</strong>
            </p>
            <IdentityVerification key={key} purpose="DORMANT" loginId={confirmedId} title="본인확인" onVerified={() => void finish()} />
          </>
        ) : (
          <LoginIdStep
            label="휴면 해제할 아이디"
            initial={dormantLogin.get()}
            next={(id) => {
              setConfirmedId(id);
              dormantLogin.set(id);
            }}
          />
        )}
      </div>
    </div>
  );
}
