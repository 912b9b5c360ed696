import { Badge } from '@portal/ui';
import { QNA_STATUS_LABELS } from '@portal/contracts/client';

export function QnaStatusBadge({ status }: { status: keyof typeof QNA_STATUS_LABELS }) {
  return (
    <Badge tone={status === 'ANSWERED' ? 'done' : 'waiting'} data-status={status}>
      {QNA_STATUS_LABELS[status]}
    </Badge>
  );
}
