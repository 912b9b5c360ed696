import type { StatuteListSort } from '@portal/contracts/client';
import { ChoiceLinks, type ListContext } from '@portal/blocks/list';
import { shownSort, sortsOf } from './address';

interface ListQuery {
  sort: StatuteListSort | '';
  keyword: string;
}

/**
 * A statute list's category tabs (전체 first, counts from the answer) and its sort links (정확도순
 * only with a search word), both plain links that work before scripts load.
 */
export function TabsAndSorts<Q extends ListQuery, K extends keyof Q & string>({
  ctx,
  field,
  label,
  mark,
  counts,
  sorts,
  sortLabel,
}: {
  ctx: ListContext<Q>;
  field: K;
  label: string;
  mark: string;
  counts: readonly { code: string; label: string; count: number }[];
  sorts: readonly StatuteListSort[];
  sortLabel: (sort: StatuteListSort) => string;
}) {
  const all = counts.reduce((n, c) => n + c.count, 0);
  const tab = (value: string) => ctx.hrefOf({ [field]: value } as unknown as Partial<Q>);
  return (
    <>
      <ChoiceLinks
        label={label}
        mark={mark}
        current={ctx.q[field] as string}
        onChoose={ctx.arm}
        choices={[{ value: '', label: '전체', count: all, href: tab('') }, ...counts.map((c) => ({ value: c.code, label: c.label, count: c.count, href: tab(c.code) }))]}
      />
      <ChoiceLinks
        kind="sort"
        label="정렬"
        mark="sorts"
        current={shownSort(ctx.q)}
        onChoose={ctx.arm}
        choices={sortsOf(sorts, ctx.q.keyword).map((s) => ({ value: s, label: sortLabel(s), href: ctx.hrefOf({ sort: s === shownSort({ sort: '', keyword: ctx.q.keyword }) ? '' : s } as Partial<Q>) }))}
      />
    </>
  );
}
