import { Link } from '@portal/router';
import { CyberStatusBadge } from './common';
import { fmtDate, fmtDateTime } from './format';
import { svcOneStops } from '../../api/svcOneStops';

/**
 * My one-stop requests (issue 20) above the cyber list: one description sent to several institutions,
 * each institution's case with its receipt number and state, followed together. Nothing when there
 * are none (or the read fails: the cases are in the list below anyway).
 */
export function OneStopGroups() {
  const q = svcOneStops.use({});
  if (q.status !== 'success' || !q.data.items.length) return null;
  return (
    <section className="md-onestop" aria-labelledby="md-onestop-title" data-one-stop-groups="">
      <h2 id="md-onestop-title" className="md-onestop__title">
        원스톱 신청 {q.data.items.length}건
      </h2>
      <ul className="md-onestop__list">
        {q.data.items.map((g) => (
          <li key={g.id} data-one-stop={g.receiptNo}>
            <p className="md-onestop__head">
              <strong>{g.title}</strong> <span>({g.problemName} · 신청번호 {g.receiptNo} · {fmtDateTime(g.createdAt).slice(0, 10)})</span>
            </p>
            <ul className="md-onestop__cases">
              {g.cases.map((c) => (
                <li key={c.receiptNo} data-one-stop-case={c.instCode}>
                  <CyberStatusBadge status={c.status} /> {c.instName}{' '}
                  <Link to={`/my/dscsn/cyber/CybdsnDsctnView?receiptNo=${encodeURIComponent(c.receiptNo)}`}>접수번호 {c.receiptNo}</Link>
                  {c.status === 'WAITING' ? <span className="md-onestop__due"> · 답변 예정 {fmtDate(c.expectedAnswerBy)}</span> : null}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
