import { Badge } from '@portal/ui';
import { ELRCPT_STATUS, type ElrcptStatus } from '@portal/contracts/client';
import { statusTone } from './lifecycle';

/** The status of an application as a badge (Badge from @portal/ui, its tone by status; `data-status` for tests). */
export function ElrcptStatusBadge({ status }: { status: ElrcptStatus }) {
  return (
    <Badge tone={statusTone(status)} data-status={status}>
      {ELRCPT_STATUS[status]}
    </Badge>
  );
}
