import { Link } from '@portal/router';
import { PageHeading } from '@portal/ui/form';
import { QueryGate } from '@portal/blocks/list';
import { dscsnInst } from '../../../../api/dscsnInst';
import { CyberForm } from '../../../../lib/CyberForm';
import { InstFacts } from '../../../../lib/InstInfo';
import { ApplicantGate, useApplicantGate } from '@portal/blocks/gate';
import { CyberSignInPrompt } from '../../../../lib/signin';
import '../../../../lib/cyber.css';

/**
 * /dscsn/inst/kcab/KcabEdit: 대한상사중재원 중재·조정 신청 (kind KCAB, always private), with the
 * institution's facts from dscsnInst (KCAB) and a link to its own site for other services.
 */
export default function KcabEdit() {
  const gate = useApplicantGate();
  const inst = dscsnInst.use({ params: { instCode: 'KCAB' } });
  return (
    <div className="mb-page cy-page" data-page="kcab-edit">
      <PageHeading title="대한상사중재원 중재·조정 신청" lead="국내외 상거래 분쟁을 법원 소송 대신 중재나 조정으로 해결하도록 신청합니다." />
      <div className="fm-card cy-guide">
        <h2>중재와 조정</h2>
        <dl className="cy-proc">
          <dt>중재</dt>
          <dd>
            양쪽이 고른 중재인이 판정합니다. 중재판정은 법원의 확정판결과 같은 효력이 있고 한 번으로 끝나므로(단심제) 빠릅니다. 계약서의 중재조항처럼
            양쪽의 중재 합의가 있어야 합니다.
          </dd>
          <dt>조정</dt>
          <dd>조정인이 양쪽의 합의를 돕습니다. 합의가 되면 분쟁이 끝나고, 합의가 되지 않으면 중재나 소송을 택할 수 있습니다. 중재 합의가 없어도 신청할 수 있습니다.</dd>
        </dl>
        <p className="fm-hint">신청 수수료와 중재 비용은 청구 금액에 따라 다르며, 접수 뒤 담당자가 안내합니다. 이 신청은 공개되지 않습니다.</p>
      </div>
      <QueryGate query={inst} what="대한상사중재원 안내를">
        {(i) => (
          <section className="fm-card cy-inst" aria-labelledby="kcab-facts" data-inst-facts="">
            <h2 id="kcab-facts">{i.name}</h2>
            <p>{i.summary}</p>
            <InstFacts inst={i} />
            {i.services.length ? (
              <>
                <h3 className="cy-h3">그 밖의 서비스</h3>
                <ul className="fm-list">
                  {i.services.map((s) => (
                    <li key={s.title}>
                      <strong>{s.title}</strong>: {s.description}{' '}
                      {s.href && s.href.startsWith('/') ? (
                        <Link to={s.href}>
                          바로 가기<span className="sr-only">: {s.title}</span>
                        </Link>
                      ) : s.href ? (
                        <a href={s.href} target="_blank" rel="noopener noreferrer">
                          바로 가기<span className="sr-only">: {s.title} (새 창)</span>
                        </a>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <p className="cy-more">
              국제중재, 중재인 선정, 비용 계산 등 다른 서비스는{' '}
              <a href={i.website} target="_blank" rel="noopener noreferrer">
                대한상사중재원 누리집<span className="sr-only"> (새 창)</span>
              </a>
              에서 이용하실 수 있습니다.
            </p>
          </section>
        )}
      </QueryGate>
      <ApplicantGate gate={gate} what="로그인 정보를" prompt={<CyberSignInPrompt what="중재·조정" />}>
        {(a) => (
          <CyberForm
            kind="KCAB"
            applicant={a}
            what="중재·조정"
            consentPurpose="대한상사중재원의 중재·조정 신청 검토, 진행 안내(문자)와 신청 기록 관리"
            submitLabel="중재·조정 신청"
          />
        )}
      </ApplicantGate>
    </div>
  );
}
