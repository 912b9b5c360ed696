import { QNA_STATUS_LABELS } from '@portal/contracts/client';

export function QnaStatusBadge({ status }: { status: keyof typeof QNA_STATUS_LABELS }) {
  return (
    <span className={`md-badge md-badge--${status === 'ANSWERED' ? 'done' : 'waiting'}`} data-status={status}>
      {QNA_STATUS_LABELS[status]}
    </span>
  );
}
