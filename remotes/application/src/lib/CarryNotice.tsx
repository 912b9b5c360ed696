import { CASE_LABELS, TARGET_BY_CODE, type CaseCategory } from '@portal/contracts/client';

/** A hand-over code by its name in the self-diagnosis catalogue (an unknown code as sent). */
const typeName = (code: string) => TARGET_BY_CODE.get(code)?.name ?? code;
const caseName = (code: string) => (CASE_LABELS as Record<string, string>)[code as CaseCategory] ?? code;

/**
 * What the self-diagnosis (or the aid-target page /elrcpt/atrpr: `from="atrpr"`) handed over, shown at
 * the top of the aply, consent and form pages, by the names of the self-diagnosis catalogue.
 */
export function CarryNotice({ types, caseCategory, from }: { types: readonly string[]; caseCategory?: string | null; from?: string | null }) {
  if (!types.length && !caseCategory) return null;
  return (
    <div className="fm-notice fm-notice--info el-carry" data-carry="">
      <p>
        <strong>{from === 'atrpr' ? '고른 구조대상자 유형을 이어서 씁니다.' : '자가진단 결과를 이어서 씁니다.'}</strong>
      </p>
      <ul className="fm-list">
        {types.length ? <li>고른 구조대상자 유형: {types.map(typeName).join(', ')}</li> : null}
        {caseCategory ? <li>사건 분류: {caseName(caseCategory)}</li> : null}
      </ul>
    </div>
  );
}
