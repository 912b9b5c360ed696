import { useId, useState } from 'react';
import {
  CASE_LABELS,
  INCOME_CAP_LABELS,
  SOURCE_LABELS,
  TARGET_GROUP_LABELS,
  TARGET_GROUPS,
  TARGET_TYPES,
  TIER_LABELS,
  type CaseCategory,
  type TargetGroup,
  type TargetType,
} from '@portal/contracts/client';
import { SelectField, TextField } from '@portal/ui/form';
import './slfdgns.css';

/** Whitespace-free, lower-case: '한부모 가족' finds '한부모가족'. */
const norm = (s: string) => s.replace(/\s+/g, '').toLowerCase();

export function matches(type: TargetType, q: string): boolean {
  const n = norm(q);
  if (!n) return true;
  return norm(`${type.name} ${type.keywords ?? ''} ${TARGET_GROUP_LABELS[type.group]} ${type.documents.join(' ')}`).includes(n);
}

export function TypeBadges({ type }: { type: TargetType }) {
  return (
    <span className="sd-badges">
      <span className={`sd-badge ${type.tier === 'FREE' ? 'sd-badge--free' : ''}`.trim()}>{TIER_LABELS[type.tier]}</span>
      <span className="sd-badge">{INCOME_CAP_LABELS[type.cap]}</span>
      {type.wageRule ? <span className="sd-badge">월평균임금 400만원 미만</span> : null}
    </span>
  );
}

function TypeDetails({ type }: { type: TargetType }) {
  return (
    <details>
      <summary>
        증명 서류와 신청할 수 있는 사건<span className="sr-only">: {type.name}</span>
      </summary>
      <dl>
        <dt>증명 서류</dt>
        <dd>{type.documents.join(', ')}</dd>
        <dt>신청 사건</dt>
        <dd>{type.cases.map((c) => CASE_LABELS[c]).join(' / ')}</dd>
        {type.basis ? (
          <>
            <dt>근거</dt>
            <dd>{type.basis}</dd>
          </>
        ) : null}
        <dt>출처</dt>
        <dd>{SOURCE_LABELS[type.source]}</dd>
      </dl>
    </details>
  );
}

/**
 * The aid-target catalogue in its groups: a search field (name, other words, documents), a group
 * filter, and a checkbox per type with its tier, income cap and (folded) documents, cases, basis and
 * source. `forCase` shows only the types that may apply for that case.
 */
export function Catalogue({
  selected,
  onToggle,
  forCase,
  headingLevel = 'legend',
}: {
  selected: readonly string[];
  onToggle(code: string, on: boolean): void;
  forCase?: CaseCategory;
  /** 'legend': groups are fieldsets (inside a form); 'h2': groups are sections with headings (a browsing page). */
  headingLevel?: 'legend' | 'h2';
}) {
  const id = useId().replace(/:/g, '');
  const [q, setQ] = useState('');
  const [group, setGroup] = useState<TargetGroup | ''>('');
  const visible = TARGET_TYPES.filter((t) => (!forCase || t.cases.includes(forCase)) && (!group || t.group === group) && matches(t, q));
  const groups = TARGET_GROUPS.filter((g) => visible.some((t) => t.group === g));
  return (
    <div className="sd-cat" data-catalogue="">
      <div className="sd-cat__tools" role="search" aria-label="구조대상자 유형 찾기">
        <TextField id={`${id}-q`} label="유형 이름으로 찾기" value={q} onValue={setQ} hint="예: 한부모, 장애인, 전세사기, 임금" autoComplete="off" />
        <SelectField<TargetGroup> id={`${id}-group`} label="유형 묶음" value={group} onValue={setGroup} placeholder="전체 묶음" options={TARGET_GROUPS.map((g) => ({ value: g, label: TARGET_GROUP_LABELS[g] }))} />
      </div>
      <p className="sd-cat__count" role="status" data-count={visible.length}>
        {visible.length ? `유형 ${visible.length}개` : '찾는 유형이 없습니다. 다른 말로 찾거나 묶음을 ‘전체 묶음’으로 바꿔 보세요.'}
      </p>
      {groups.map((g) => {
        const items = (
          <ul className="sd-cat__items">
            {visible
              .filter((t) => t.group === g)
              .map((t) => {
                const on = selected.includes(t.code);
                return (
                  <li key={t.code} className={`sd-type ${on ? 'is-chosen' : ''}`.trim()} data-type={t.code}>
                    <div className="sd-type__head">
                      <label className="fm-check" htmlFor={`${id}-${t.code}`}>
                        <input type="checkbox" id={`${id}-${t.code}`} checked={on} onChange={(e) => onToggle(t.code, e.target.checked)} />
                        <span className="sd-type__name">{t.name}</span>
                      </label>
                      <TypeBadges type={t} />
                    </div>
                    <TypeDetails type={t} />
                  </li>
                );
              })}
          </ul>
        );
        return headingLevel === 'legend' ? (
          <fieldset key={g} className="sd-cat__group">
            <legend>{TARGET_GROUP_LABELS[g]}</legend>
            {items}
          </fieldset>
        ) : (
          <section key={g} className="sd-cat__group" aria-labelledby={`${id}-g-${g}`}>
            <h2 id={`${id}-g-${g}`}>{TARGET_GROUP_LABELS[g]}</h2>
            {items}
          </section>
        );
      })}
    </div>
  );
}
