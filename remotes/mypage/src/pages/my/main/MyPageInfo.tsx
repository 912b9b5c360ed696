import { Badge } from '@portal/ui';
import { Link } from '@portal/router';
import type { MyHome } from '@portal/contracts/client';
import { ButtonLink, PageHeading } from '@portal/ui/form';
import { RecordCard } from '@portal/blocks/record';
import { recordOf, RecordStates } from '../../../lib/dscsn/common';
import { fmtDate, fmtDateTime } from '../../../lib/dscsn/format';
import { RecordRows } from '../../../lib/my-list';
import { applicationRow } from '../../../lib/elrcpt/row';
import { HOME_COUNTS, isNewMember, QUICK_LINKS, TODO_KIND_LABELS } from '../../../lib/elrcpt/home';
import { myHome } from '../../../api/myHome';
import '../../../lib/dscsn/dscsn.css';
import '../../../lib/elrcpt/elrcpt.css';

/** /my/main/MyPageInfo: the member's home: what needs their action first, then counts, recent items and ways to start. */
export default function MyPageInfo() {
  const q = myHome.use({});
  return (
    <div className="mb-page mb-page--wide md-page" data-page="my-home">
      <RecordStates
        record={recordOf(q)}
        title="마이페이지"
        loading="마이페이지를 불러오는 중입니다"
        what="마이페이지 내용을"
        missing={{ title: '마이페이지', text: '회원 정보를 찾을 수 없습니다. 다시 로그인해 주세요.', to: '/login', action: '로그인' }}
      >
        {(home) => <Home home={home} />}
      </RecordStates>
    </div>
  );
}

function Home({ home }: { home: MyHome }) {
  const fresh = isNewMember(home);
  return (
    <>
      <PageHeading title="마이페이지" lead={`${home.name}님의 상담, 신청, 문의를 한곳에서 확인합니다.`} />

      <RecordCard id="me-todo" title="해야 할 일" marks={{ 'data-todo': '' }}>
        {home.todo.length ? (
          <ul className="me-todo">
            {home.todo.map((t) => (
              <li key={`${t.kind}-${t.href}`} data-todo-item={t.kind}>
                <p className="me-todo__title">
                  <Badge tone="waiting">{TODO_KIND_LABELS[t.kind]}</Badge> <Link to={t.href}>{t.title}</Link>
                </p>
                <p className="me-todo__detail">
                  {t.detail}
                  {t.at ? ` · ${fmtDateTime(t.at)}` : ''}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p data-todo-empty="">지금 해야 할 일이 없습니다. 보완 요청이나 답변이 오면 여기에 먼저 보여 드립니다.</p>
        )}
      </RecordCard>

      <section className="fm-card" aria-labelledby="me-counts-title">
        <h2 id="me-counts-title">나의 내역</h2>
        <ul className="me-counts">
          {HOME_COUNTS.map((c) => (
            <li key={c.key}>
              <Link to={c.to} className="me-count" data-count={c.key}>
                <span>{c.label}</span>
                <span className="me-count__n">
                  {home.counts[c.key]}
                  <span className="sr-only">건</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <RecordCard id="me-recent-aply" title="최근 전자접수">
        {home.recent.applications.length ? (
          <RecordRows label="최근 전자접수" mark="data-aply" items={home.recent.applications} row={applicationRow} />
        ) : (
          <p>전자접수로 신청한 법률구조가 없습니다.</p>
        )}
        <p style={{ marginTop: 12 }}>
          <Link to="/my/elrcpt/list">나의 전자접수 전체 보기</Link>
        </p>
      </RecordCard>

      <RecentLinks id="me-recent-rsvt" title="최근 상담 예약" items={home.recent.bookings.map((b) => ({ key: b.rsvtNo, href: b.href, title: b.title, meta: `${fmtDate(b.date)} ${b.date.slice(11)} · ${b.status}` }))} empty="예약한 상담이 없습니다." />
      <RecentLinks id="me-recent-cyber" title="최근 사이버상담" items={home.recent.cyber.map((c) => ({ key: c.receiptNo, href: c.href, title: c.title, meta: c.status }))} empty="신청한 사이버상담이 없습니다." />
      <RecentLinks id="me-recent-qna" title="최근 문의" items={home.recent.qna.map((x) => ({ key: x.qnaNo, href: x.href, title: x.title, meta: x.status }))} empty="남긴 문의가 없습니다." />

      <RecordCard id="me-quick" title={fresh ? '이렇게 시작해 보세요' : '바로 가기'} marks={{ 'data-quick-links': '' }}>
        {fresh ? <p data-new-member="">아직 신청하거나 예약한 내역이 없습니다. 먼저 자가진단으로 법률구조를 받을 수 있는지 확인해 보세요.</p> : null}
        <LinkList items={QUICK_LINKS.map((l) => ({ key: l.to, href: l.to, title: l.label, meta: l.text }))} />
      </RecordCard>
      <div className="fm-actions" style={{ marginTop: 24 }}>
        <ButtonLink to="/my/info" variant="secondary">
          회원정보 수정
        </ButtonLink>
      </div>
    </>
  );
}

interface LinkItem {
  key: string;
  href: string;
  title: string;
  meta: string;
}

/** Links to records or pages, each with a line under it (`me-todo`). */
function LinkList({ items }: { items: readonly LinkItem[] }) {
  return (
    <ul className="me-todo">
      {items.map((i) => (
        <li key={i.key}>
          <p className="me-todo__title">
            <Link to={i.href}>{i.title}</Link>
          </p>
          <p className="me-todo__detail">{i.meta}</p>
        </li>
      ))}
    </ul>
  );
}

function RecentLinks({ id, title, items, empty }: { id: string; title: string; items: readonly LinkItem[]; empty: string }) {
  return (
    <RecordCard id={id} title={title}>
      {items.length ? <LinkList items={items} /> : <p>{empty}</p>}
    </RecordCard>
  );
}
