import { DatePicker, Select, Space, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { SATISFACTION_MAX_DAYS, SATISFACTION_SORTS, type AdminSatisfaction } from '@portal/contracts';
import { fmtDate } from '@portal/ui/format';
import { adminSatisfaction } from '../../../api/adminSatisfaction';
import { Loading, LoadFailed, Nothing } from '../../../lib/states';
import { addressTableProps, FilterBar, labelOptions, pagingOf, useAddressQuery } from '../../../lib/table';
import '../../../lib/ops.css';

type Menu = AdminSatisfaction['menus']['items'][number];
type Sort = (typeof SATISFACTION_SORTS)[number];
interface Figures {
  responses: number;
  average: number | null;
  distribution: number[];
}

const SORT_LABELS: Record<Sort, string> = { RESPONSES: '응답 많은 순', AVERAGE_ASC: '평균 낮은 순', AVERAGE_DESC: '평균 높은 순', MENU: '메뉴 순' };
const isDay = (v: string | undefined): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && dayjs(v).isValid();
const average = (a: number | null) => (a === null ? '-' : `${a.toFixed(2)}점`);
const count = (n: number) => `${n.toLocaleString('ko-KR')}건`;

/**
 * The 1–5 distribution as a list a screen reader reads and a bar that only draws it: each score with
 * its count and share in text, 5점 first.
 */
function Distribution({ figures, label }: { figures: Figures; label: string }) {
  const scores = [5, 4, 3, 2, 1];
  return (
    <ul className="bo-dist" aria-label={label}>
      {scores.map((s) => {
        const n = figures.distribution[s - 1] ?? 0;
        const share = figures.responses ? Math.round((n / figures.responses) * 100) : 0;
        return (
          <li key={s}>
            <span>{s}점</span>
            <span className="bo-dist__bar" aria-hidden="true">
              <span style={{ width: `${share}%` }} />
            </span>
            <span className="bo-dist__n">
              {count(n)} ({share}%)
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * /admin/ops/satisfaction (만족도 통계): the page-satisfaction answers per menu for a period (KST days,
 * both inclusive; default the last 30 days), period, sort and page in the address: responses, the
 * average and the 1–5 distribution as text, every menu together above. Comments are never shown.
 */
export default function SatisfactionAdmin() {
  const [query, set] = useAddressQuery();
  const from = isDay(query.from) ? query.from : undefined;
  const to = isDay(query.to) ? query.to : undefined;
  const sort: Sort = (SATISFACTION_SORTS as readonly string[]).includes(query.by ?? '') ? (query.by as Sort) : 'RESPONSES';
  const { page, pageSize } = pagingOf(query);
  const stats = adminSatisfaction.use({ query: { from, to, sort, page, pageSize } });
  const table = addressTableProps(stats.data?.menus, query, set);
  const shown = stats.data ? { from: stats.data.from, to: stats.data.to } : from && to ? { from, to } : null;
  const columns: TableColumnsType<Menu> = [
    {
      key: 'menu',
      title: '메뉴',
      render: (_, m) => (
        <div>
          <div>{m.name}</div>
          {m.menuUrl ? <div className="bo-cell-sub bo-mono">{m.menuUrl}</div> : null}
        </div>
      ),
    },
    { key: 'responses', title: '응답 수', width: 100, align: 'right', render: (_, m) => count(m.responses) },
    { key: 'average', title: '평균 점수', width: 100, align: 'right', render: (_, m) => average(m.average) },
    { key: 'distribution', title: '점수 분포 (5점 만점)', width: 300, render: (_, m) => <Distribution figures={m} label={`${m.name} 점수 분포`} /> },
  ];
  return (
    <Space direction="vertical" size="middle" className="bo-list">
      <p className="bo-card-note">
        페이지 아래 ‘만족도 조사’에 이용자가 남긴 점수를 메뉴별로 모았습니다. 기간은 한국 시간 날짜 기준으로 시작일과 끝일을 포함하며, 한 번에 {SATISFACTION_MAX_DAYS}일까지 볼 수 있습니다. 의견 글은 여기에 보이지
        않습니다.
      </p>
      <FilterBar
        filters={[
          {
            label: '기간',
            control: (id) => (
              <DatePicker.RangePicker
                id={{ start: id, end: `${id}-end` }}
                allowClear={false}
                format="YYYY-MM-DD"
                value={shown ? [dayjs(shown.from), dayjs(shown.to)] : null}
                placeholder={['시작일', '끝일']}
                onChange={(range) => {
                  const [a, b] = range ?? [];
                  set({ from: a ? a.format('YYYY-MM-DD') : null, to: b ? b.format('YYYY-MM-DD') : null });
                }}
              />
            ),
          },
          {
            label: '정렬',
            control: (id) => (
              <Select id={id} style={{ minWidth: 160 }} value={sort} onChange={(v: Sort) => set({ by: v === 'RESPONSES' ? null : v })} options={labelOptions(SORT_LABELS, SATISFACTION_SORTS)} />
            ),
          },
        ]}
      />
      {stats.isError ? (
        <LoadFailed retry={() => void stats.refetch()}>만족도 통계를 불러오지 못했습니다. 기간을 확인해 주세요.</LoadFailed>
      ) : stats.isPending ? (
        <Loading>만족도 통계를 불러오고 있습니다.</Loading>
      ) : (
        <>
          <section aria-labelledby="bo-sat-overall">
            <h2 id="bo-sat-overall" className="bo-section-title">
              전체 ({fmtDate(stats.data.from)} ~ {fmtDate(stats.data.to)})
            </h2>
            {stats.data.overall.responses ? (
              <Space size="large" wrap align="start">
                <dl className="bo-summary">
                  <div>
                    <dt>응답 수</dt>
                    <dd>{count(stats.data.overall.responses)}</dd>
                  </div>
                  <div>
                    <dt>평균 점수</dt>
                    <dd>{average(stats.data.overall.average)}</dd>
                  </div>
                </dl>
                <Distribution figures={stats.data.overall} label="전체 점수 분포" />
              </Space>
            ) : null}
          </section>
          <Table<Menu>
            rowKey="menuId"
            caption={<span className="bo-caption">{`메뉴별 만족도: ${SORT_LABELS[sort]}`}</span>}
            columns={columns}
            dataSource={stats.data.menus.items}
            loading={{ spinning: stats.isFetching, tip: '통계를 불러오고 있습니다.' }}
            locale={{ emptyText: <Nothing>이 기간에 남긴 만족도 응답이 없습니다. 기간을 넓혀 보세요.</Nothing> }}
            scroll={{ x: 720 }}
            {...table}
          />
        </>
      )}
    </Space>
  );
}
