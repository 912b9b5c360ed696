export interface SkipTarget {
  /** `#id` of the target (it takes focus: give it tabIndex={-1}). */
  href: `#${string}`;
  label: string;
}

/** KRDS skip links: the first things Tab reaches, hidden until focused; each jumps to a part of the page. */
export function SkipLinks({ links }: { links: readonly SkipTarget[] }) {
  return (
    <div className="skip-links">
      {links.map((l) => (
        <a key={l.href} className="skip-link" href={l.href}>
          {l.label}
        </a>
      ))}
    </div>
  );
}
