import type { ReactNode } from 'react';

export interface AreaBandProps {
  tone: string;
  /** The area's name (a paragraph: the page's own <h1> stays its only one). */
  title: string;
  text: string;
  /** The breadcrumb drawn above the title. */
  breadcrumb?: ReactNode;
  /** What the area adds under the text (steps, problem chips, a search). */
  children?: ReactNode;
}

/** The area band under the header: breadcrumb, the area's name and one line on what it offers. */
export function AreaBand({ tone, title, text, breadcrumb, children }: AreaBandProps) {
  return (
    <div className={`area-band area-band--${tone}`}>
      <div className="container">
        {breadcrumb}
        <p className="area-band__title">{title}</p>
        <p className="area-band__text">{text}</p>
        {children}
      </div>
    </div>
  );
}
