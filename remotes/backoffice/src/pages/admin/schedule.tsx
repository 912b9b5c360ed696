import { useId, useMemo, useState } from 'react';
import { Alert, App, Button, DatePicker, Form, Input, InputNumber, Radio, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import {
  CLOSURE_REASON_MAX,
  RSVT_METHOD_LABELS,
  RSVT_METHODS,
  RSVT_STATUS_LABELS,
  SCHEDULE_CONFLICT_LABELS,
  SLOT_CAPACITY_MAX,
  WEEKDAY_LABELS,
  type AffectedBooking,
  type RsvtMethod,
  type ScheduleApplied,
  type ScheduleDay,
  type ScheduleDayInput,
  type ScheduleMonth,
} from '@portal/contracts';
import type { Refusal } from '@portal/blocks/form';
import { ColumnHeads } from '@portal/ui';
import { adminQueues } from '../../api/adminQueues';
import { adminSchedule } from '../../api/adminSchedule';
import { adminSchedulePut } from '../../api/adminSchedulePut';
import { FormFailure, useFormSend } from '../../lib/form';
import { useServerToday } from '../../lib/server-clock';
import { LoadFailed, Loading, Nothing } from '../../lib/states';
import { useAddressQuery } from '../../lib/table';
import './schedule.css';

type Action = 'CLOSE' | 'HOURS' | 'RESET';
interface Values {
  action: Action;
  reason?: string;
  firstSlot?: string;
  lastSlot?: string;
  VISIT?: number | null;
  VIDEO?: number | null;
  PHONE?: number | null;
}
/** What the last send came back with: the refusal (nothing saved) or a dry run's preview. */
type Outcome = { kind: 'conflict'; message: string; affected: AffectedBooking[] } | { kind: 'preview'; affected: AffectedBooking[]; days: number } | null;

const isMonth = (v: string | undefined): v is string => !!v && /^20\d{2}-(0[1-9]|1[0-2])$/.test(v);
const dayLabel = (date: string) => `${Number(date.slice(5, 7))}월 ${Number(date.slice(8, 10))}일(${WEEKDAY_LABELS[dayjs(date).day()]})`;
const monthLabel = (month: string) => `${month.slice(0, 4)}년 ${Number(month.slice(5, 7))}월`;

/** The month's days in weeks of Sunday … Saturday (null: a cell of another month). */
function weeksOf(days: ScheduleDay[]): (ScheduleDay | null)[][] {
  const cells: (ScheduleDay | null)[] = [...Array<null>(days[0]?.weekday ?? 0).fill(null), ...days];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/** One date's setting as the call takes it, from the editor's values. */
function dayInput(date: string, v: Values, methods: RsvtMethod[]): ScheduleDayInput {
  if (v.action === 'CLOSE') return { date, closed: true, reason: v.reason?.trim() ?? '' };
  if (v.action === 'RESET') return { date, closed: false };
  const capacity: Partial<Record<RsvtMethod, number>> = {};
  for (const m of methods) if (typeof v[m] === 'number') capacity[m] = v[m];
  return { date, closed: false, ...(v.firstSlot && v.lastSlot ? { firstSlot: v.firstSlot, lastSlot: v.lastSlot } : {}), ...(Object.keys(capacity).length ? { capacity } : {}) } as ScheduleDayInput;
}

/** days.3.capacity.VISIT → VISIT, days.0.reason → reason (the editor has one field each for every selected day). */
const fieldOf = (f: string) => {
  const m = /^(?:body\.)?(?:days\.\d+\.)?(\w+)(?:\.(\w+))?/.exec(f);
  return m ? (m[1] === 'capacity' && m[2] ? m[2] : m[1]!) : f;
};

function DayCell({ day, today, methods, selected, toggle }: { day: ScheduleDay; today: boolean; methods: RsvtMethod[]; selected: boolean; toggle(): void }) {
  const booked = methods.reduce((n, m) => n + day.booked[m], 0);
  return (
    <td className={`bo-sched__day${day.open ? '' : ' bo-sched__day--closed'}${selected ? ' bo-sched__day--selected' : ''}${day.editable ? '' : ' bo-sched__day--past'}`}>
      <label className="bo-sched__pick">
        <input type="checkbox" checked={selected} disabled={!day.editable} onChange={toggle} />
        <span className="bo-sched__num" aria-hidden="true">
          {Number(day.date.slice(8))}
          {today ? <span className="bo-sched__today">오늘</span> : null}
        </span>
        <span className="bo-sr-only">
          {dayLabel(day.date)}
          {today ? ' 오늘' : ''}
          {day.editable ? ' 선택' : ' (지난 날, 바꿀 수 없음)'}
        </span>
      </label>
      {day.closed ? (
        <Tag className={`bo-sched-tag bo-sched-tag--${day.closed.kind}`}>{day.closed.label}</Tag>
      ) : (
        <div className="bo-sched__hours">
          {day.firstSlot}~{day.lastSlot}
        </div>
      )}
      {!day.closed ? (
        <ul className="bo-sched__cap" aria-label={`${dayLabel(day.date)} 시간대별 정원`}>
          {methods.map((m) => (
            <li key={m} className={day.override?.capacity?.[m] !== undefined ? 'bo-sched__cap--set' : undefined}>
              {RSVT_METHOD_LABELS[m].replace('상담', '')} {day.capacity[m]}
            </li>
          ))}
        </ul>
      ) : null}
      {booked ? <div className="bo-sched__booked">예약 {booked}건</div> : null}
      {day.override && !day.closed ? <div className="bo-cell-sub">따로 정함</div> : null}
    </td>
  );
}

function Affected({ affected }: { affected: AffectedBooking[] }) {
  const columns: TableColumnsType<AffectedBooking> = [
    { key: 'rsvtNo', title: '예약번호', dataIndex: 'rsvtNo', render: (v: string) => <span className="bo-nowrap">{v}</span> },
    { key: 'date', title: '날짜', render: (_, a) => dayLabel(a.date) },
    { key: 'time', title: '시간', dataIndex: 'time' },
    { key: 'method', title: '방법', render: (_, a) => RSVT_METHOD_LABELS[a.method] },
    { key: 'status', title: '상태', render: (_, a) => RSVT_STATUS_LABELS[a.status] },
    { key: 'name', title: '신청인', dataIndex: 'applicantName' },
    { key: 'why', title: '이유', render: (_, a) => SCHEDULE_CONFLICT_LABELS[a.why] },
  ];
  return (
    <Table<AffectedBooking>
      rowKey="rsvtNo"
      size="small"
      caption={<span className="bo-caption">자리를 잃게 되는 예약 {affected.length}건</span>}
      columns={columns}
      dataSource={affected}
      pagination={affected.length > 10 ? { pageSize: 10 } : false}
      scroll={{ x: 640 }}
    />
  );
}

/** The month of one office: the calendar, the selection, the editor and the answer of the last send. */
function MonthEditor({ month }: { month: ScheduleMonth }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const ids = { editor: useId(), quick: useId() };
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [outcome, setOutcome] = useState<Outcome>(null);
  const action = Form.useWatch('action', form) ?? 'HOURS';
  const methods = RSVT_METHODS.filter((m) => month.officeCapacity[m] > 0);
  const editable = month.days.filter((d) => d.editable);
  const dates = [...selected].sort();

  const toggle = (date: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(date)) next.add(date);
      return next;
    });
  const selectWeekday = (wd: number) => {
    const all = editable.filter((d) => d.weekday === wd).map((d) => d.date);
    setSelected((s) => {
      const next = new Set(s);
      const every = all.every((d) => next.has(d));
      for (const d of all) {
        if (every) next.delete(d);
        else next.add(d);
      }
      return next;
    });
  };

  const refused = (refusal: Refusal) => {
    if (refusal.status === 409 && refusal.body.code === 'SCHEDULE_CONFLICT') {
      setOutcome({ kind: 'conflict', message: refusal.body.message ?? '예약한 시민이 자리를 잃게 되어 아무것도 바꾸지 않았습니다.', affected: (refusal.body.affected as AffectedBooking[] | undefined) ?? [] });
      return 'handled' as const;
    }
    return undefined;
  };
  const input = (dryRun: boolean) => (v: Values) => ({ body: { officeId: month.officeId, month: month.month, days: dates.map((d) => dayInput(d, v, methods)), dryRun } });
  const save = useFormSend(form, {
    call: adminSchedulePut.use(),
    input: input(false),
    fieldOf,
    refused,
    onDone: () => {
      setOutcome(null);
      setSelected(new Set());
      void message.success(`${dates.length > 3 ? `${dayLabel(dates[0]!)} 등 ${dates.length}일의` : dates.map(dayLabel).join(', ')} 일정을 저장했습니다. 시민 예약 화면에 바로 반영됩니다.`);
    },
  });
  const preview = useFormSend(form, {
    call: adminSchedulePut.use(),
    input: input(true),
    fieldOf,
    refused,
    onDone: (r: ScheduleApplied) => setOutcome({ kind: 'preview', affected: r.affected, days: dates.length }),
  });

  const submit = (dryRun: boolean) => async () => {
    if (!dates.length) {
      void message.warning('바꿀 날을 달력에서 먼저 골라 주세요.');
      return;
    }
    try {
      const v = await form.validateFields();
      setOutcome(null);
      await (dryRun ? preview : save).submit(v);
    } catch {
      // the fields show what to fix
    }
  };
  const conflictDates = outcome?.affected.length ? new Set(outcome.affected.map((a) => a.date)) : null;

  return (
    <div className="bo-sched__body">
      <section aria-labelledby="bo-sched-cal" className="bo-sched__cal">
        <h2 id="bo-sched-cal" className="bo-card-title">
          {month.officeName} · {monthLabel(month.month)}
        </h2>
        <p className="bo-card-note">
          요일별 기본 상담 시간: {month.weekly.map((w) => `${w.weekdayLabel} ${w.open ? `${w.firstSlot}~${w.lastSlot}` : '휴무'}`).join(', ')}. 토요일·일요일과 공휴일은 예약을 받지 않습니다.
          정원은 30분 시간대 하나에 받는 인원입니다(기본 {methods.map((m) => `${RSVT_METHOD_LABELS[m]} ${month.officeCapacity[m]}명`).join(', ')}).
        </p>
        <div className="bo-toolbar" role="group" aria-labelledby={ids.quick}>
          <span id={ids.quick} className="bo-sched__label">
            한꺼번에 고르기
          </span>
          {[1, 2, 3, 4, 5].map((wd) => (
            <Button key={wd} size="small" onClick={() => selectWeekday(wd)}>
              {WEEKDAY_LABELS[wd]}요일
            </Button>
          ))}
          <Button size="small" onClick={() => setSelected(new Set(editable.filter((d) => d.weekday >= 1 && d.weekday <= 5).map((d) => d.date)))}>
            남은 평일 모두
          </Button>
          <Button size="small" onClick={() => setSelected(new Set())} disabled={!selected.size}>
            선택 해제
          </Button>
        </div>
        <div className="bo-sched__scroll" tabIndex={0} role="region" aria-label={`${monthLabel(month.month)} 달력`}>
          <table className="bo-sched__table">
            <caption className="bo-caption">
              {month.officeName} {monthLabel(month.month)} 상담 일정 (칸마다 상담 시간, 방법별 시간대 정원, 예약 수)
            </caption>
            <ColumnHeads head={WEEKDAY_LABELS} />
            <tbody>
              {weeksOf(month.days).map((week, i) => (
                <tr key={i}>
                  {week.map((day, j) => (day ? <DayCell key={day.date} day={day} today={day.date === month.today} methods={methods} selected={selected.has(day.date)} toggle={() => toggle(day.date)} /> : <td key={`e${j}`} className="bo-sched__empty" />))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby={ids.editor} className="bo-sched__editor">
        <h2 id={ids.editor} className="bo-card-title">
          고른 날 바꾸기
        </h2>
        <p className="bo-sched__chosen" aria-live="polite">
          {dates.length ? `고른 날 ${dates.length}일: ${dates.map(dayLabel).join(', ')}` : '달력에서 바꿀 날을 골라 주세요. 지난 날은 바꿀 수 없습니다.'}
        </p>
        <FormFailure failure={save.failure ?? preview.failure} />
        <Form<Values> form={form} layout="vertical" requiredMark={false} initialValues={{ action: 'HOURS' }} onFinish={() => undefined}>
          <Form.Item name="action" label="바꿀 내용">
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={[
                { value: 'HOURS', label: '상담 시간·정원' },
                { value: 'CLOSE', label: '휴무' },
                { value: 'RESET', label: '기본값으로' },
              ]}
            />
          </Form.Item>
          {action === 'CLOSE' ? (
            <Form.Item
              name="reason"
              label="휴무 사유"
              extra="시민 예약 화면에 ‘휴무(사유)’로 보입니다."
              rules={[{ required: true, whitespace: true, message: '휴무로 정하는 날은 휴무 사유를 적어 주세요. 예: 직원 교육, 사무소 이전' }]}
            >
              <Input maxLength={CLOSURE_REASON_MAX} placeholder="예: 직원 교육" />
            </Form.Item>
          ) : null}
          {action === 'HOURS' ? (
            <>
              <Space wrap align="start">
                <Form.Item name="firstSlot" label="첫 상담 시간" rules={[{ validator: async (_r, v: string | undefined) => (v && !form.getFieldValue('lastSlot') ? Promise.reject(new Error('마지막 상담 시간도 골라 주세요.')) : undefined) }]}>
                  <Select allowClear placeholder="요일 기본" style={{ width: 140 }} options={month.slotTimes.map((t) => ({ value: t, label: t }))} />
                </Form.Item>
                <Form.Item
                  name="lastSlot"
                  label="마지막 상담 시간"
                  dependencies={['firstSlot']}
                  rules={[
                    {
                      validator: async (_r, v: string | undefined) => {
                        const first = form.getFieldValue('firstSlot') as string | undefined;
                        if (first && !v) throw new Error('마지막 상담 시간도 골라 주세요.');
                        if (first && v && first > v) throw new Error('첫 상담 시간은 마지막 상담 시간보다 늦을 수 없습니다.');
                      },
                    },
                  ]}
                >
                  <Select allowClear placeholder="요일 기본" style={{ width: 140 }} options={month.slotTimes.map((t) => ({ value: t, label: t }))} />
                </Form.Item>
              </Space>
              <Space wrap align="start">
                {methods.map((m) => (
                  <Form.Item key={m} name={m} label={`${RSVT_METHOD_LABELS[m]} 정원`} extra={`비우면 기본 ${month.officeCapacity[m]}명, 0이면 그날 받지 않음`}>
                    <InputNumber min={0} max={SLOT_CAPACITY_MAX} precision={0} style={{ width: 120 }} addonAfter="명" />
                  </Form.Item>
                ))}
              </Space>
            </>
          ) : null}
          {action === 'RESET' ? <p className="bo-card-note">고른 날에 따로 정한 휴무·시간·정원을 지우고 요일별 기본 상담 시간과 사무소 기본 정원을 따릅니다.</p> : null}
          <Space wrap>
            <Button type="primary" loading={save.pending} onClick={() => void submit(false)()}>
              고른 날 저장
            </Button>
            <Button loading={preview.pending} onClick={() => void submit(true)()}>
              저장하지 않고 영향 확인
            </Button>
          </Space>
        </Form>

        {outcome?.kind === 'conflict' ? (
          <div className="bo-sched__outcome">
            <Alert
              type="error"
              showIcon
              role="alert"
              message="저장하지 않았습니다"
              description={
                <>
                  <p>{outcome.message}</p>
                  <p>고른 날과 입력한 내용은 그대로 있습니다. 예약이 있는 날을 빼거나 시간·정원을 바꾼 뒤 다시 저장해 주세요.</p>
                </>
              }
              action={
                conflictDates ? (
                  <Button size="small" onClick={() => setSelected((s) => new Set([...s].filter((d) => !conflictDates.has(d))))}>
                    예약 있는 날 빼기
                  </Button>
                ) : null
              }
            />
            <Affected affected={outcome.affected} />
          </div>
        ) : null}
        {outcome?.kind === 'preview' ? (
          <div className="bo-sched__outcome">
            <Alert
              type={outcome.affected.length ? 'warning' : 'success'}
              showIcon
              role="status"
              message={outcome.affected.length ? `이대로 저장하면 예약 ${outcome.affected.length}건이 자리를 잃어 저장할 수 없습니다.` : `고른 ${outcome.days}일을 이대로 저장할 수 있습니다. 자리를 잃는 예약이 없습니다.`}
              description="아직 저장하지 않았습니다."
            />
            {outcome.affected.length ? <Affected affected={outcome.affected} /> : null}
          </div>
        ) : null}
      </section>
    </div>
  );
}

/**
 * /admin/schedule (상담 일정 관리): an office of the manager's institution and a month in the address;
 * the month as a calendar (hours, closures and holidays, places per method, bookings); days chosen
 * one by one or by weekday, then closed with a reason, given hours and places, or set back, in one
 * PUT. A refusal (booked citizens would lose their slot) lists those bookings and keeps the choice.
 */
export default function AdminSchedule() {
  const [query, set] = useAddressQuery();
  const ids = { office: useId(), month: useId() };
  const today = useServerToday();
  const queues = adminQueues.use();
  const offices = useMemo(() => queues.data?.bookings?.today.offices ?? [], [queues.data]);
  const officeId = offices.some((o) => o.officeId === query.officeId) ? query.officeId! : (offices[0]?.officeId ?? '');
  const month = isMonth(query.month) ? query.month : today.slice(0, 7);
  const schedule = adminSchedule.use({ query: { officeId, month } }, { enabled: !!officeId });
  const shift = (n: number) => set({ month: dayjs(`${month}-01`).add(n, 'month').format('YYYY-MM') });

  return (
    <Space direction="vertical" size="large" className="bo-sched">
      <div className="bo-desk__filters">
        <div className="bo-desk__filter">
          <label htmlFor={ids.office}>사무소</label>
          <Select id={ids.office} style={{ minWidth: 240 }} value={officeId || undefined} placeholder="사무소" loading={queues.isPending} onChange={(v: string) => set({ officeId: v })} options={offices.map((o) => ({ value: o.officeId, label: o.name }))} />
        </div>
        <div className="bo-desk__filter">
          <label htmlFor={ids.month}>달</label>
          <Space wrap>
            <Button onClick={() => shift(-1)}>이전 달</Button>
            <DatePicker id={ids.month} picker="month" allowClear={false} value={dayjs(`${month}-01`)} format="YYYY-MM" onChange={(d) => set({ month: d ? d.format('YYYY-MM') : null })} />
            <Button onClick={() => shift(1)}>다음 달</Button>
          </Space>
        </div>
      </div>
      {queues.isError ? (
        <LoadFailed retry={() => void queues.refetch()}>사무소 목록을 불러오지 못했습니다.</LoadFailed>
      ) : queues.isPending ? (
        <Loading>사무소 목록을 불러오고 있습니다.</Loading>
      ) : !offices.length ? (
        <Nothing>기관에 예약을 받는 사무소가 없습니다.</Nothing>
      ) : schedule.isError ? (
        <LoadFailed retry={() => void schedule.refetch()}>상담 일정을 불러오지 못했습니다.</LoadFailed>
      ) : !schedule.data ? (
        <Loading>상담 일정을 불러오고 있습니다.</Loading>
      ) : (
        <MonthEditor key={`${schedule.data.officeId} ${schedule.data.month}`} month={schedule.data} />
      )}
    </Space>
  );
}
