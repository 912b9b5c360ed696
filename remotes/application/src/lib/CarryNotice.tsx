/** What the self-diagnosis handed over, shown at the top of the aply, consent and form pages. */
export function CarryNotice({ types, caseCategory }: { types: readonly string[]; caseCategory?: string | null }) {
  if (!types.length && !caseCategory) return null;
  return (
    <div className="fm-notice fm-notice--info el-carry" data-carry="">
      <p>
        <strong>자가진단 결과를 이어서 씁니다.</strong>
      </p>
      <ul className="fm-list">
        {types.length ? <li>고른 구조대상자 유형: {types.join(', ')}</li> : null}
        {caseCategory ? <li>사건 분류: {caseCategory}</li> : null}
      </ul>
    </div>
  );
}
