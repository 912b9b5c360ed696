import { Link } from '@portal/router';
import { RSVT_METHOD_LABELS, type InstCode, type InstitutionSummary, type RsvtMethod } from '@portal/contracts/client';
import { QueryGate } from '@portal/blocks/list';
import { dscsnInstList } from '../api/dscsnInstList';
import { bookingStart, telHref } from './links';
import { METHOD_HINTS } from './texts';
import { TextList } from '@portal/ui';

export interface EntryConfig {
  /** This page's route (where "처음으로" comes back to). */
  path: string;
  title: string;
  lead: string;
  methods: RsvtMethod[];
  /** One institution: the steps start with it chosen. Without: the person picks here or in step 1. */
  inst?: InstCode;
  /** 통합 예약: every institution of the method in one list, chosen in step 1. */
  unified?: boolean;
}

const PREPARE: Record<RsvtMethod, string[]> = {
  VISIT: ['신분증', '계약서, 영수증, 문자 기록, 통장 거래 내역, 받은 법원 서류 등 관련 서류', '예약 시간 10분 전까지 사무소에 도착'],
  VIDEO: ['카메라와 마이크가 있는 컴퓨터나 휴대전화', '다른 사람에게 들리지 않는 조용한 곳', '화면에 비춰 보여 줄 관련 서류'],
  PHONE: ['예약 시간에 받을 수 있는 휴대전화(모르는 번호라도 받아 주세요)', '일이 있었던 날짜와 순서를 적은 메모', '관련 서류를 곁에 두기'],
};

const HOW: Record<RsvtMethod, string> = {
  VISIT: '예약한 날 사무소에서 상담 위원과 30분 동안 상담합니다.',
  VIDEO: '예약한 시간 10분 전부터 화상상담 페이지에서 예약번호와 접속번호로 입장해 30분 동안 상담합니다.',
  PHONE: '예약한 30분 안에 상담 위원이 신청인의 휴대전화로 전화를 겁니다.',
};

/**
 * An entry page into the booking steps (visit/video/telephone of one institution, or a list to
 * choose from): what happens, who consults, what to prepare, and a start button per method.
 */
export default function EntryPage(cfg: EntryConfig) {
  const state = dscsnInstList.use();
  const methodNames = cfg.methods.map((m) => RSVT_METHOD_LABELS[m]).join('·');
  return (
    <div className="mb-page mb-page--wide ds-page" data-page="dscsn-entry" data-entry={cfg.path}>
      <h1 className="mb-page__title">{cfg.title}</h1>
      <p className="mb-page__lead">{cfg.lead}</p>
      <section className="fm-card" aria-labelledby="en-how">
        <h2 id="en-how">이렇게 진행됩니다</h2>
        <ol className="fm-list">
          <li>{cfg.inst ? '사무소' : '기관과 사무소'}를 고릅니다.</li>
          <li>달력에서 평일 날짜(내일부터 14일 뒤까지)와 30분 단위 시간을 고릅니다. 남은 자리가 보입니다.</li>
          <li>신청인 연락처와 상담 받을 내용을 적고, 확인한 뒤 예약합니다.</li>
          {cfg.methods.map((m) => (
            <li key={m}>
              {cfg.methods.length > 1 ? `${RSVT_METHOD_LABELS[m]}: ` : ''}
              {HOW[m]}
            </li>
          ))}
        </ol>
        <p className="fm-hint">로그인한 회원이나 비회원 본인확인을 한 분이 예약할 수 있습니다. 예약은 상담 시작 1시간 전까지 취소하거나 시간을 바꿀 수 있습니다.</p>
      </section>
      <QueryGate query={state} what="상담 기관을">
        {(all) => {
          const list = all.filter((i) => cfg.methods.some((m) => i.methods.includes(m)) && (!cfg.inst || i.instCode === cfg.inst));
          return cfg.inst ? <OneInst cfg={cfg} inst={list[0]} /> : <InstList cfg={cfg} list={list} methodNames={methodNames} />;
        }}
      </QueryGate>
      <section className="fm-card" aria-labelledby="en-prep">
        <h2 id="en-prep">준비하실 것</h2>
        {cfg.methods.map((m) => (
          <div key={m}>
            {cfg.methods.length > 1 ? <h3 className="ds-h3">{RSVT_METHOD_LABELS[m]}</h3> : null}
            <TextList items={PREPARE[m]} className="fm-list" />
          </div>
        ))}
      </section>
    </div>
  );
}

function OneInst({ cfg, inst }: { cfg: EntryConfig; inst?: InstitutionSummary }) {
  if (!inst)
    return (
      <p className="fm-notice fm-notice--warning" role="status">
        지금은 이 기관의 {cfg.methods.map((m) => RSVT_METHOD_LABELS[m]).join('·')} 예약을 받지 않습니다. 다른 기관을 찾으시려면 <Link to="/dscsn/rsvt/DscsnRsvtM">상담 방법 선택</Link>으로 가 주세요.
      </p>
    );
  const offered = cfg.methods.filter((m) => inst.methods.includes(m));
  return (
    <section className="fm-card" aria-labelledby="en-who" data-entry-inst={inst.instCode}>
      <h2 id="en-who">상담 기관</h2>
      <p>
        <strong>{inst.name}</strong>
      </p>
      <p>{inst.summary}</p>
      <p>
        전화 <a href={telHref(inst.phone)}>{inst.phone}</a> · <Link to={inst.infoPath}>기관 안내 보기</Link>
      </p>
      {offered.length > 1 ? (
        <ul className="fm-list ds-gap">
          {offered.map((m) => (
            <li key={m}>
              {RSVT_METHOD_LABELS[m]}: {METHOD_HINTS[m]}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="fm-actions">
        {offered.map((m, i) => (
          <Link key={m} className={`btn ${i === 0 ? 'btn-primary' : 'btn-secondary'}`} to={bookingStart(m, inst.instCode, cfg.path)} data-start={m}>
            {RSVT_METHOD_LABELS[m]} 예약 시작
          </Link>
        ))}
      </div>
    </section>
  );
}

function InstList({ cfg, list, methodNames }: { cfg: EntryConfig; list: InstitutionSummary[]; methodNames: string }) {
  const method = cfg.methods[0]!;
  return (
    <section className="fm-card" aria-labelledby="en-who">
      <h2 id="en-who">{methodNames}을 하는 기관</h2>
      {list.length === 0 ? (
        <p className="fm-notice fm-notice--warning" role="status">
          지금은 {methodNames}을 예약할 수 있는 기관이 없습니다.
        </p>
      ) : cfg.unified ? (
        <>
          <p>아래 기관의 화상상담을 한 번에 예약합니다. 다음 화면에서 기관과 사무소를 고릅니다.</p>
          <ul className="fm-list" data-entry-insts="">
            {list.map((i) => (
              <li key={i.instCode}>
                <strong>{i.name}</strong> <span className="fm-hint">{i.summary}</span>
              </li>
            ))}
          </ul>
          <div className="fm-actions">
            <Link className="btn btn-primary" to={bookingStart(method, null, cfg.path)} data-start={method}>
              {methodNames} 예약 시작
            </Link>
          </div>
        </>
      ) : (
        <ul className="ds-entry-list" data-entry-insts="">
          {list.map((i) => (
            <li key={i.instCode}>
              <div>
                <strong>{i.name}</strong>
                <p className="fm-hint">{i.summary}</p>
              </div>
              <Link className="btn btn-primary btn-small" to={bookingStart(method, i.instCode, cfg.path)} data-start={`${method}-${i.instCode}`}>
                예약 시작<span className="sr-only"> ({i.name})</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
