import { useState, type ReactNode } from 'react';

export interface AccordionItem {
  id: string;
  /** The button's text (a question, a title). */
  head: ReactNode;
  /** Small text before the head (a category). */
  tag?: ReactNode;
  body: ReactNode;
  /** The item's own page: without scripts the panels cannot open, so a link there stands in. */
  href?: string;
  /** The link's words (default '답변 보기'); the head follows for screen readers. */
  hrefLabel?: string;
}

/**
 * KRDS accordion: each head is a button inside a heading (Enter and Space toggle it natively) with
 * aria-expanded and aria-controls naming its panel; several may be open at once.
 */
export function Accordion({ items, idPrefix, headingLevel = 3 }: { items: AccordionItem[]; idPrefix: string; headingLevel?: 2 | 3 | 4 }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const H = `h${headingLevel}` as 'h3';
  const toggle = (id: string) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <ul className="kr-acc" data-accordion="">
      {items.map((item) => {
        const expanded = open.has(item.id);
        const panel = `${idPrefix}-panel-${item.id}`;
        const button = `${idPrefix}-button-${item.id}`;
        return (
          <li key={item.id} className={`kr-acc__item ${expanded ? 'is-open' : ''}`.trim()} data-acc-item={item.id}>
            <H className="kr-acc__heading">
              <button type="button" id={button} className="kr-acc__button" aria-expanded={expanded} aria-controls={panel} onClick={() => toggle(item.id)}>
                <span className="kr-acc__q" aria-hidden="true">
                  Q
                </span>
                <span className="kr-acc__text">
                  {item.tag ? <span className="kr-acc__tag">{item.tag}</span> : null}
                  <span className="kr-acc__head">{item.head}</span>
                </span>
                <span className="kr-acc__icon" aria-hidden="true" />
              </button>
            </H>
            {item.href ? (
              <noscript>
                <p className="kr-acc__noscript">
                  <a href={item.href}>
                    {item.hrefLabel ?? '답변 보기'}
                    <span className="sr-only">: {item.head}</span>
                  </a>
                </p>
              </noscript>
            ) : null}
            <div id={panel} className="kr-acc__panel" hidden={!expanded}>
              {item.body}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
