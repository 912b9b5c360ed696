import { Link, useSearchParams } from '@portal/router';
import { CASE_TYPES, ELRCPT_FORMS, ELRCPT_INSTS, ELRCPT_INST_CODES, type ElrcptInst } from '@portal/contracts/client';
import { PageHeading } from '@portal/ui/form';
import { CarryNotice } from '../../lib/CarryNotice';
import { consentHref, formsOf, handoverQuery, readHandover } from '../../lib/handover';
import '../../lib/elrcpt.css';

/**
 * /elrcpt/aply: choose the institution and the form (the 8 forms grouped by institution). Reads the
 * self-diagnosis hand-over (?inst=&types=&case=&from=slfdgns): the institution comes first and is
 * marked, and types/case go on to the consent page and into elrcptStart's carry.
 */
export default function AplyPage() {
  const [params] = useSearchParams();
  const h = readHandover(params);
  const carry = handoverQuery(h);
  const order: ElrcptInst[] = h.inst ? [h.inst, ...ELRCPT_INST_CODES.filter((i) => i !== h.inst)] : ELRCPT_INST_CODES;
  return (
    <div className="mb-page el-page" data-page="elrcpt-aply">
      <PageHeading title="법률구조 전자접수" lead="도움을 받을 기관과 신청서를 고르세요. 동의 → 신청서 작성 → 전자서명 순서로 신청합니다." />
      {h.fromDiagnosis || h.types.length || h.caseCategory ? <CarryNotice types={h.types} caseCategory={h.caseCategory} from={params.get('from')} /> : null}
      <div className="fm-card el-before">
        <h2>신청하기 전에</h2>
        <ul className="fm-list">
          <li>
            구조를 받을 수 있는지 먼저 알아보려면 <Link to="/elrcpt/slfdgns/SlfdgnsInfo">자가진단</Link>을 해 보세요. 결과가 이 화면으로 이어집니다.
          </li>
          <li>
            신청 절차와 필요한 서류는 <Link to="/elrcpt/gd">전자접수 안내</Link>에서 보실 수 있습니다.
          </li>
          <li>신청은 회원만 할 수 있고, 쓰는 내용은 자동으로 임시저장되어 마이페이지에서 이어서 쓸 수 있습니다.</li>
        </ul>
      </div>
      {order.map((inst) => (
        <section key={inst} className={`fm-card el-inst${inst === h.inst ? ' el-inst--chosen' : ''}`} aria-labelledby={`el-inst-${inst}`} data-inst={inst}>
          <h2 id={`el-inst-${inst}`}>
            {ELRCPT_INSTS[inst].name}
            {inst === h.inst ? <span className="el-tag">자가진단에서 고른 기관</span> : null}
          </h2>
          <ul className="el-forms">
            {formsOf(inst).map((f) => {
              const d = ELRCPT_FORMS[f];
              return (
                <li key={f} className="el-formcard" data-form={f}>
                  <h3>{d.title}</h3>
                  <p>{d.lead}</p>
                  <p className="fm-hint">사건 종류: {d.caseTypes.map((c) => CASE_TYPES[c].replace(/\s*\(.*\)$/, '')).join(', ')}</p>
                  <Link className="btn btn-primary btn-small" to={consentHref(f, carry)} aria-label={`${d.title} 신청하기`}>
                    신청하기
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
