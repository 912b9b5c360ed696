import { Link } from '@portal/router';
import type { Aside as AsideKind } from './frames';

/** A help card beside the content of an area (contact, telephone consultation, self-diagnosis). */
export function Aside({ kind }: { kind: NonNullable<AsideKind> }) {
  if (kind === 'apply') {
    return (
      <div className="help-card help-card--apply">
        <p className="help-card__title">신청 전에 확인하세요</p>
        <p className="help-card__text">소득·재산 기준으로 무료 법률구조 대상인지 먼저 확인하실 수 있습니다.</p>
        <Link to="/elrcpt/slfdgns/SlfdgnsInfo" className="help-card__link">
          자가진단 하기
        </Link>
      </div>
    );
  }
  return (
    <div className="help-card">
      <p className="help-card__title">{kind === 'consult' ? '전화로 상담하시겠어요?' : '도움이 필요하신가요?'}</p>
      <p className="help-card__phone">
        <a href="tel:132">132</a>
      </p>
      <p className="help-card__text">국번 없이 132 · 평일 09:00~18:00</p>
      {kind === 'contact' ? (
        <Link to="/center/qna" className="help-card__link">
          묻고 답하기로 문의하기
        </Link>
      ) : (
        <Link to="/dscsn/rsvt/DscsnRsvtM" className="help-card__link">
          상담 예약하기
        </Link>
      )}
    </div>
  );
}
