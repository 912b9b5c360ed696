import { ELRCPT_STATUS, type ElrcptStatus } from '@portal/contracts/client';
import { statusTone } from './lifecycle';

/** The status of an application as a badge (md-badge, its tone by status; `data-status` for tests). */
export function ElrcptStatusBadge({ status }: { status: ElrcptStatus }) {
  return (
    <span className={`md-badge md-badge--${statusTone(status)}`} data-status={status}>
      {ELRCPT_STATUS[status]}
    </span>
  );
}
