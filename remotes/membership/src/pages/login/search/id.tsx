import { useRef, useState } from 'react';
import { Link } from '@portal/router';
import type { FoundIds } from '@portal/contracts';
import { PageHeading } from '@portal/ui/form';
import { IdentityVerification, VerificationFailure, useAfterVerification } from '@portal/blocks/verify';
import { searchId } from '../../../api/searchId';

/** /login/search/id: verification (FIND_ID) → the person's IDs, masked, with join dates. */
export default function SearchId() {
  const [found, setFound] = useState<FoundIds | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const { failure, key, finish } = useAfterVerification({
    run: () => searchId.fetch(),
    onDone: (data) => {
      setFound(data);
      setTimeout(() => resultRef.current?.focus(), 0);
    },
  });
  return (
    <div className="mb-page" data-page="login-search-id">
      <PageHeading title="아이디 찾기" lead="가입할 때 본인확인한 휴대전화로 본인확인을 하시면 아이디를 알려 드립니다." />
      {found ? null : <VerificationFailure failure={failure} style={{ marginBottom: 16 }} />}
      {found ? (
        <div className="fm-card" tabIndex={-1} ref={resultRef} role="status" data-found-ids="">
          {found.found && found.accounts.length ? (
            <>
              <h2>회원님의 아이디입니다</h2>
              <p className="fm-hint">개인정보를 지키기 위해 아이디의 일부를 가려서 보여 드립니다.</p>
              <ul className="fm-list">
                {found.accounts.map((a) => (
                  <li key={a.maskedLoginId + a.joinedAt}>
                    <strong data-masked-id="">{a.maskedLoginId}</strong> (가입일 {a.joinedAt.slice(0, 10)})
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <>
              <h2>가입한 아이디가 없습니다</h2>
              <p>본인확인한 정보로 가입한 회원을 찾지 못했습니다. 회원가입을 하시거나 비회원 로그인을 이용해 주세요.</p>
            </>
          )}
          <div className="fm-actions">
            <Link className="btn btn-primary" to="/login">
              로그인
            </Link>
            <Link className="btn btn-secondary" to={found.found ? '/login/search/pwd' : '/join'}>
              {found.found ? '비밀번호 찾기' : '회원가입'}
            </Link>
          </div>
        </div>
      ) : (
        <IdentityVerification key={key} purpose="FIND_ID" onVerified={() => void finish()} />
      )}
    </div>
  );
}
