import { useEffect, useState } from 'react';
import { Link } from '@portal/router';
import { Notice } from '@portal/ui/form';
import { SampleFrame } from '../../lib/sample-frame';

interface Check {
  id: string;
  what: string;
  why: string;
  ok: boolean;
}

/** What the portal needs of the browser, checked here and now (no plug-in reports anything). */
function runChecks(): Check[] {
  const has = (f: () => unknown) => {
    try {
      return Boolean(f());
    } catch {
      return false;
    }
  };
  return [
    {
      id: 'secure',
      what: '암호화된 연결(HTTPS)',
      why: '주고받는 내용이 모두 TLS로 암호화됩니다. 키보드 보안 프로그램 대신 이 연결과 아래의 브라우저 암호화가 입력 내용을 지킵니다.',
      ok: window.isSecureContext,
    },
    {
      id: 'crypto',
      what: '브라우저 암호화 기능(Web Crypto)',
      why: '로그인 비밀번호는 보내기 전에 브라우저에서 한 번만 쓰는 공개키(RSA-OAEP)로 암호화됩니다.',
      ok: has(() => globalThis.crypto?.subtle && typeof crypto.getRandomValues === 'function'),
    },
    {
      id: 'cookie',
      what: '쿠키 사용',
      why: '로그인 상태는 스크립트가 읽을 수 없는 쿠키(HttpOnly, SameSite)로만 유지됩니다.',
      ok: navigator.cookieEnabled,
    },
    {
      id: 'storage',
      what: '탭 저장 공간(sessionStorage)',
      why: '쓰던 신청서·문의는 이 탭에만 임시로 남아, 다시 불러올 수 있습니다. 탭을 닫으면 지워집니다.',
      ok: has(() => {
        sessionStorage.setItem('portal-check', '1');
        sessionStorage.removeItem('portal-check');
        return true;
      }),
    },
    {
      id: 'dialog',
      what: '대화 상자(dialog)와 파일 올리기(FormData)',
      why: '확인 창과 첨부파일 올리기를 브라우저의 표준 기능으로 처리합니다.',
      ok: typeof HTMLDialogElement === 'function' && typeof FormData === 'function' && typeof Blob === 'function',
    },
  ];
}

/**
 * /sample/CustomInstall (issue 35): nothing needs installing. No security plug-in, keyboard protector,
 * certificate program or anti-virus agent: the page lists what each of them used to do, what the portal
 * does instead, and runs the browser checks the portal relies on, in this browser, now.
 */
export default function CustomInstallPage() {
  const [checks, setChecks] = useState<Check[] | null>(null);
  useEffect(() => setChecks(runChecks()), []);
  const failed = checks?.filter((c) => !c.ok) ?? [];
  return (
    <SampleFrame
      page="sample-install"
      title="설치 안내"
      lead="이 포털은 보안 프로그램이나 플러그인을 설치하지 않고, 최신 브라우저만으로 이용할 수 있습니다."
      parts={[
        { name: 'Notice, Link', where: '@portal/ui/form, @portal/router' },
        { name: 'encryptPassword (RSA-OAEP 비밀번호 암호화)', where: '@portal/blocks/account' },
      ]}
    >
      <Notice tone="success">
        <p>
          <strong>설치할 프로그램이 없습니다.</strong> 키보드 보안, 공동인증서 실행 프로그램, 백신 에이전트, ActiveX를 요구하지 않습니다. 설치를 요구하는 창이 뜬다면 이 포털이 아니니 닫아 주세요.
        </p>
      </Notice>

      <section aria-labelledby="ci-instead">
        <h2 id="ci-instead" className="sp-h2">
          설치 프로그램 대신 하는 일
        </h2>
        <ul className="sp-list">
          <li>
            <strong>키보드 보안 프로그램 대신</strong>: 암호화된 연결과 브라우저 안의 비밀번호 암호화를 씁니다.
          </li>
          <li>
            <strong>공동인증서 프로그램 대신</strong>: 본인확인과 전자서명은 휴대전화 문자나 간편인증 앱(카카오톡, 네이버, PASS 등)으로 합니다.
          </li>
          <li>
            <strong>백신 에이전트 대신</strong>: 올린 파일은 서버에서 형식을 확인하고 악성코드 검사를 거친 뒤에만 내려받을 수 있습니다.
          </li>
        </ul>
      </section>

      <section aria-labelledby="ci-checks">
        <h2 id="ci-checks" className="sp-h2">
          이 브라우저 점검 결과
        </h2>
        {checks === null ? (
          <p>점검하고 있습니다.</p>
        ) : (
          <>
            <p role="status" data-check-summary="">
              {failed.length === 0 ? '모든 항목을 갖추었습니다. 이 브라우저로 포털을 이용할 수 있습니다.' : `${failed.length}개 항목을 확인해 주세요. 최신 브라우저(엣지, 크롬, 웨일, 사파리, 파이어폭스)로 업데이트하면 해결됩니다.`}
            </p>
            <table className="sp-table">
              <caption className="sr-only">브라우저 점검 항목과 결과</caption>
              <thead>
                <tr>
                  <th scope="col">항목</th>
                  <th scope="col">결과</th>
                  <th scope="col">왜 필요한가요</th>
                </tr>
              </thead>
              <tbody>
                {checks.map((c) => (
                  <tr key={c.id} data-check={c.id}>
                    <th scope="row">{c.what}</th>
                    <td>{c.ok ? '갖춤' : '확인 필요'}</td>
                    <td>{c.why}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
        <p>
          이용 중 문제가 있으면 <Link to="/center/qna">묻고 답하기</Link>에 남겨 주세요.
        </p>
      </section>
    </SampleFrame>
  );
}
