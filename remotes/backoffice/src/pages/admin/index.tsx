import type { ReactNode } from 'react';
import { Card, Space, Tag } from 'antd';
import { Link } from '@portal/router';
import { QNA_CATEGORY_LABELS, type AdminQueues } from '@portal/contracts';
import { fmtDate, fmtDateTime } from '@portal/ui/format';
import { ColumnHeads } from '@portal/ui';
import { adminQueues } from '../../api/adminQueues';
import { elrcptDetailPath } from '../../lib/elrcpt';
import { LoadFailed, Loading } from '../../lib/states';
import './home.css';

type Q = AdminQueues;
const n = (v: number) => v.toLocaleString('ko-KR');

/** A queue's card: what it is (h2), its count, its figures, the oldest items, and the page that works it. */
function QueueCard({ title, count, unit, figures, empty, children, to, toLabel }: { title: string; count: number; unit: string; figures?: ReactNode[]; empty: string; children?: ReactNode; to: string; toLabel: string }) {
  return (
    <Card title={<h2 className="bo-card-title">{title}</h2>} extra={<Link to={to}>{toLabel}</Link>}>
      <p className="bo-home__count">
        <strong>{n(count)}</strong>
        {unit}
      </p>
      {figures?.length ? (
        <ul className="bo-home__figures" aria-label={`${title} 세부 건수`}>
          {figures.map((f, i) => (
            <li key={i}>{f}</li>
          ))}
        </ul>
      ) : null}
      {count === 0 ? <p className="bo-home__empty">{empty}</p> : children}
    </Card>
  );
}

interface Item {
  key: string;
  /** The item, a link to where it is worked when there is one. */
  name: ReactNode;
  sub: string;
  tail?: ReactNode;
}

/** The oldest items of a queue, each with its facts. */
function Oldest({ label, items }: { label: string; items: Item[] }) {
  return (
    <ul className="bo-home__items" aria-label={label}>
      {items.map((i) => (
        <li key={i.key}>
          {i.name} <span className="bo-home__sub">{i.sub}</span>
          {i.tail ? <> {i.tail}</> : null}
        </li>
      ))}
    </ul>
  );
}

function Cyber({ q }: { q: NonNullable<Q['cyber']> }) {
  return (
    <QueueCard
      title="사이버상담 답변 대기"
      count={q.waiting}
      unit="건 답변을 기다립니다"
      figures={[`기한 지남 ${n(q.overdue)}건`, `오늘까지 ${n(q.dueToday)}건`]}
      empty="처리할 일이 없습니다. 답변을 기다리는 사이버상담이 없습니다."
      to="/admin/cyber"
      toLabel="사이버상담 답변하기"
    >
      <Oldest
        label="오래 기다린 사이버상담"
        items={q.oldest.map((c) => ({
          key: c.receiptNo,
          name: <Link to={`/admin/cyber/detail?receiptNo=${encodeURIComponent(c.receiptNo)}`}>{c.title}</Link>,
          sub: `접수 ${fmtDateTime(c.receivedAt)} · 답변 기한 ${fmtDate(c.expectedAnswerBy)}${c.estimated ? '(예상)' : ''}`,
          tail: c.overdue ? <Tag className="bo-tag bo-tag--late">기한 지남</Tag> : null,
        }))}
      />
    </QueueCard>
  );
}

function Qna({ q }: { q: NonNullable<Q['qna']> }) {
  return (
    <QueueCard title="묻고 답하기 답변 대기" count={q.waiting} unit="건 답변을 기다립니다" empty="처리할 일이 없습니다. 답변을 기다리는 질문이 없습니다." to="/admin/qna" toLabel="묻고 답하기 답변하기">
      <Oldest
        label="오래 기다린 질문"
        items={q.oldest.map((c) => ({
          key: c.qnaNo,
          name: <Link to={`/admin/qna/detail?qnaNo=${encodeURIComponent(c.qnaNo)}`}>{c.title}</Link>,
          sub: `${QNA_CATEGORY_LABELS[c.category]} · 접수 ${fmtDateTime(c.receivedAt)}`,
        }))}
      />
    </QueueCard>
  );
}

function BookingTable({ day, caption }: { day: NonNullable<Q['bookings']>['today']; caption: string }) {
  return (
    <table className="bo-home__offices">
      <caption className="bo-caption">{caption}</caption>
      <ColumnHeads head={['사무소', '예약', '완료', '취소']} />
      <tbody>
        {day.offices.map((o) => (
          <tr key={o.officeId}>
            <th scope="row">{o.name}</th>
            <td>{n(o.booked)}</td>
            <td>{n(o.done)}</td>
            <td>{n(o.cancelled)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Bookings({ q }: { q: NonNullable<Q['bookings']> }) {
  const busy = q.today.offices.filter((o) => o.booked + o.done > 0);
  return (
    <QueueCard
      title="오늘의 상담 예약"
      count={q.today.total}
      unit={`건 (${fmtDate(q.today.date)})`}
      figures={[`내일(${fmtDate(q.tomorrow.date)}) ${n(q.tomorrow.total)}건`]}
      empty="처리할 일이 없습니다. 오늘 예약된 상담이 없습니다."
      to="/admin/rsvt"
      toLabel="예약·방문 관리로 가기"
    >
      <BookingTable day={{ ...q.today, offices: busy }} caption="오늘 사무소별 예약" />
    </QueueCard>
  );
}

function Applications({ q }: { q: NonNullable<Q['applications']> }) {
  return (
    <QueueCard
      title="전자접수 처리 대기"
      count={q.needsAction}
      unit="건 기관의 처리를 기다립니다"
      figures={[`결정 대기 ${n(q.awaitingDecision)}건`, `보완 제출 ${n(q.supplementSubmitted)}건`, `보완 요청 중 ${n(q.supplementRequested)}건`, `최근 7일 결정 ${n(q.decidedLast7Days)}건`]}
      empty="처리할 일이 없습니다. 기관의 처리를 기다리는 신청이 없습니다."
      to="/admin/elrcpt?status=WAITING"
      toLabel="전자접수 처리하기"
    >
      <Oldest
        label="오래 기다린 신청"
        items={q.oldest.map((a) => ({
          key: a.aplyNo,
          name: <Link to={elrcptDetailPath(a.aplyNo)}>{a.receiptNo ?? a.aplyNo}</Link>,
          sub: `${q.byStatus.find((s) => s.status === a.status)?.label ?? a.status}${a.submittedAt ? ` · 제출 ${fmtDateTime(a.submittedAt)}` : ''}`,
        }))}
      />
    </QueueCard>
  );
}

function Documents({ q }: { q: NonNullable<Q['documents']> }) {
  return (
    <QueueCard title="제출 서류 확인 대기" count={q.waiting} unit="건 확인을 기다립니다" empty="처리할 일이 없습니다. 확인을 기다리는 서류가 없습니다." to="/admin/elrcpt?status=OPEN" toLabel="서류 확인하러 가기">
      <Oldest
        label="오래 기다린 서류"
        items={q.oldest.map((d) => ({
          key: d.prdocId,
          name: <Link to={elrcptDetailPath(d.aplyNo)}>{d.name}</Link>,
          sub: `신청 ${d.aplyNo}${d.submittedAt ? ` · 제출 ${fmtDateTime(d.submittedAt)}` : ''}`,
        }))}
      />
    </QueueCard>
  );
}

function OpenApi({ q }: { q: NonNullable<Q['openApi']> }) {
  return (
    <QueueCard title="오픈API 운영키 승인 대기" count={q.pending} unit="건 승인을 기다립니다" empty="처리할 일이 없습니다. 승인을 기다리는 신청이 없습니다." to="/admin/opn" toLabel="오픈API 신청 처리하기">
      <Oldest label="오래 기다린 오픈API 신청" items={q.oldest.map((a) => ({ key: a.applicationId, name: a.systemName, sub: `신청 ${fmtDateTime(a.createdAt)}` }))} />
    </QueueCard>
  );
}

function Operations({ q }: { q: NonNullable<Q['operations']> }) {
  const { outbox, remotes } = q;
  const waiting = outbox.pending + outbox.retrying + outbox.dead;
  return (
    <QueueCard
      title="알림 발송과 배포"
      count={waiting}
      unit="건 보내지 못한 알림이 있습니다"
      figures={[`대기 ${n(outbox.pending)}건`, `재시도 중 ${n(outbox.retrying)}건`, `실패 ${n(outbox.dead)}건`]}
      empty="처리할 일이 없습니다. 밀린 알림이 없습니다."
      to="/admin/ops/outbox"
      toLabel="알림 발송 현황 보기"
    >
      {outbox.pending > 0 ? <p className="bo-home__sub">가장 오래 기다린 알림: {n(Math.round(outbox.oldestPendingAgeSeconds / 60))}분</p> : null}
      <p className="bo-home__sub">
        리모트 {n(remotes.live)}/{n(remotes.total)}개 운영 중
        {remotes.lastChange ? ` · 최근 ${remotes.lastChange.action === 'rollback' ? '되돌리기' : '배포'}: ${remotes.lastChange.name} ${remotes.lastChange.version} (${fmtDateTime(remotes.lastChange.at)})` : ''}{' '}
        <Link to="/admin/ops/registry">배포 관리</Link>
      </p>
    </QueueCard>
  );
}

/**
 * /admin (업무 현황): the work queues the staff member's roles may see, a card each with its count,
 * the oldest items (with the promised answer date where there is one) and the page that works it.
 */
export default function AdminHome() {
  const queues = adminQueues.use();
  if (queues.isPending) return <Loading>업무 현황을 불러오고 있습니다.</Loading>;
  if (queues.isError) return <LoadFailed retry={() => void queues.refetch()}>업무 현황을 불러오지 못했습니다.</LoadFailed>;
  const q = queues.data;
  const cards = [
    q.cyber ? <Cyber key="cyber" q={q.cyber} /> : null,
    q.bookings ? <Bookings key="bookings" q={q.bookings} /> : null,
    q.applications ? <Applications key="applications" q={q.applications} /> : null,
    q.documents ? <Documents key="documents" q={q.documents} /> : null,
    q.qna ? <Qna key="qna" q={q.qna} /> : null,
    q.openApi ? <OpenApi key="openApi" q={q.openApi} /> : null,
    q.operations ? <Operations key="operations" q={q.operations} /> : null,
  ].filter(Boolean);
  return (
    <Space direction="vertical" size="middle" className="bo-home">
      <p className="bo-card-note">{fmtDate(q.today)} 기준, 맡은 업무에서 처리를 기다리는 일입니다.</p>
      {cards.length ? <div className="bo-home__grid">{cards}</div> : <p>맡은 업무 가운데 이 화면에 보일 일이 없습니다.</p>}
    </Space>
  );
}
