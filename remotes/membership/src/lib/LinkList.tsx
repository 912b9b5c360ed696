import { Link } from '@portal/router';

/** A row of small links under a form (`fm-links`): `[address, words]` each. */
export function LinkList({ label, links }: { label: string; links: readonly (readonly [to: string, text: string])[] }) {
  return (
    <ul className="fm-links" aria-label={label}>
      {links.map(([to, text]) => (
        <li key={to}>
          <Link to={to}>{text}</Link>
        </li>
      ))}
    </ul>
  );
}
