import { Link } from '@portal/router';
import { CONSULT_METHOD_LABELS, type ConsultMethod, type InstitutionSummary } from '@portal/contracts/client';
import { QueryGate } from '@portal/blocks/list';
import { dscsnInstList } from '../../../api/dscsnInstList';
import { useKeepCarriedQuestion } from '../../../lib/carried-question';

interface MethodCard {
  method: Exclude<ConsultMethod, 'EXTERNAL'>;
  what: string;
  good: string;
  start: { to: string; label: string };
  guide: { to: string; label: string } | null;
}

type Go = [to: string, label: string];
const card = (method: MethodCard['method'], what: string, good: string, [to, label]: Go, guide: Go | null): MethodCard => ({
  method,
  what,
  good,
  start: { to, label },
  guide: guide && { to: guide[0], label: guide[1] },
});

const CARDS: MethodCard[] = [
  card('VISIT', '예약한 날 가까운 사무소에 가서 상담 위원과 마주 앉아 상담합니다.', '계약서, 문자, 통장 내역처럼 보여 줄 서류가 많을 때 좋습니다.', ['/dscsn/rsvt/intv', '방문상담 예약하기'], ['/dscsn/intv', '방문상담 안내']),
  card('VIDEO', '예약한 시간에 컴퓨터나 휴대전화 화면으로 얼굴을 보며 상담합니다.', '사무소가 멀거나 움직이기 어려울 때 좋습니다. 카메라와 마이크가 필요합니다.', ['/dscsn/vido/vappt/unif', '화상상담 예약하기'], ['/dscsn/vido', '화상상담 안내와 입장']),
  card('PHONE', '예약한 시간에 기관이 신청인에게 전화를 걸어 상담합니다. 바로 묻고 싶으면 국번 없이 132로 전화하셔도 됩니다.', '짧게 방향을 묻고 싶을 때 좋습니다.', ['/dscsn/tel/tappt', '전화상담 예약하기'], ['/dscsn/tel', '전화상담 안내']),
  card('CYBER', '글로 상담 내용을 적어 보내면 기관이 3근무일 안에 글로 답합니다. 예약하지 않습니다.', '시간에 얽매이지 않고 차분히 적고 싶을 때, 서류를 파일로 보여 주고 싶을 때 좋습니다.', ['/dscsn/cyber', '사이버상담 신청하기'], null),
];

/** /dscsn/rsvt/DscsnRsvtM: choose how to consult; who offers each method (dscsnInstList). */
export default function DscsnRsvtM() {
  useKeepCarriedQuestion();
  const state = dscsnInstList.use();
  return (
    <div className="mb-page mb-page--wide ds-page" data-page="dscsn-rsvt-main">
      <h1 className="mb-page__title">상담 방법 선택</h1>
      <p className="mb-page__lead">법률 문제를 어떻게 상담 받으실지 고르세요. 모든 상담은 무료입니다.</p>
      <QueryGate query={state} what="상담 기관을">
        {(insts) => (
          <>
            <ul className="ds-choose" data-methods="">
              {CARDS.map((c) => (
                <MethodItem key={c.method} card={c} insts={insts.filter((i) => i.methods.includes(c.method))} />
              ))}
            </ul>
            <ExternalInsts insts={insts.filter((i) => i.methods.includes('EXTERNAL') && !i.methods.some((m) => m !== 'EXTERNAL' && m !== 'CYBER'))} />
          </>
        )}
      </QueryGate>
    </div>
  );
}

function MethodItem({ card, insts }: { card: MethodCard; insts: InstitutionSummary[] }) {
  const id = `m-${card.method.toLowerCase()}`;
  return (
    <li className="ds-choose__item fm-card" data-method={card.method}>
      <h2 id={id}>{CONSULT_METHOD_LABELS[card.method]}</h2>
      <p>{card.what}</p>
      <p className="fm-hint">{card.good}</p>
      <p className="ds-who">
        <span className="ds-who__label">상담 기관</span> {insts.length ? insts.map((i) => i.name).join(', ') : '지금은 이 방법으로 상담하는 기관이 없습니다.'}
      </p>
      <div className="ds-choose__actions">
        <Link className="btn btn-primary btn-small" to={card.start.to}>
          {card.start.label}
        </Link>
        {card.guide ? (
          <Link className="btn btn-secondary btn-small" to={card.guide.to}>
            {card.guide.label}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

function ExternalInsts({ insts }: { insts: InstitutionSummary[] }) {
  if (!insts.length) return null;
  return (
    <section className="ds-sec" aria-labelledby="ext-insts">
      <h2 id="ext-insts" className="ds-sec__title">
        기관 누리집에서 상담하는 기관
      </h2>
      <p className="fm-hint">아래 기관은 자기 누리집에서 상담을 받습니다. 기관 안내를 보고 누리집으로 이동해 주세요.</p>
      <ul className="ds-inst-links">
        {insts.map((i) => (
          <li key={i.instCode}>
            <Link to={i.infoPath}>{i.name}</Link>
            <span className="fm-hint"> {i.summary}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
