import { Link } from '@portal/router';
import { Notice } from '@portal/ui/form';

/**
 * Shown instead of a step whose earlier step was not done in this browser (a direct link, a new tab),
 * or is no longer valid (`alert`: the server said so after the page opened).
 */
export function StepMissing({ text, to, action, alert }: { text: string; to: string; action: string; alert?: boolean }) {
  return (
    <Notice tone="warning" role={alert ? 'alert' : 'status'}>
      <p>{text}</p>
      <p>
        <Link className="btn btn-primary btn-small" to={to}>
          {action}
        </Link>
      </p>
    </Notice>
  );
}
