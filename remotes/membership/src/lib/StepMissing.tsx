import { Link } from '@portal/router';
import { Notice } from '@portal/ui/form';

/** Shown instead of a step whose earlier step was not done in this browser (a direct link, a new tab). */
export function StepMissing({ text, to, action }: { text: string; to: string; action: string }) {
  return (
    <Notice tone="warning" role="status">
      <p>{text}</p>
      <p>
        <Link className="btn btn-primary btn-small" to={to}>
          {action}
        </Link>
      </p>
    </Notice>
  );
}
