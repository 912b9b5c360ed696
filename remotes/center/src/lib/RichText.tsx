import { useMemo } from 'react';
import { useHydrating } from '@portal/ui';

const DROP = 'script, style, iframe, object, embed, frame, frameset, base, meta, link, form, input, button, textarea, select';
const URL_ATTRS = ['href', 'src', 'xlink:href', 'action', 'formaction'];

/**
 * A second, browser-side pass over HTML the server already sanitised (defence in depth: a notice
 * stored before the server's allow-list, or a bug there, must still render inert). DOMParser builds
 * an inert document: nothing in it runs or loads. Drops active elements, on* attributes and
 * script-like URLs; links that open a new window say so and carry rel=noopener.
 */
export function scrubHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  doc.body.querySelectorAll(DROP).forEach((el) => el.remove());
  doc.body.querySelectorAll('*').forEach((el) => {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      const value = attr.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (name.startsWith('on') || name === 'style' || name === 'srcdoc') el.removeAttribute(attr.name);
      else if (URL_ATTRS.includes(name) && /^(javascript|vbscript|data):/.test(value) && !(name === 'src' && /^data:image\/(png|jpe?g|gif|webp);/.test(value)))
        el.removeAttribute(attr.name);
    }
    if (el.tagName === 'A' && el.getAttribute('target') === '_blank') {
      el.setAttribute('rel', 'noopener noreferrer');
      if (!el.querySelector('.sr-only')) el.insertAdjacentHTML('beforeend', '<span class="sr-only">(새 창)</span>');
    }
  });
  return doc.body.innerHTML;
}

/**
 * Board text (notice body, FAQ answer) from the server's sanitised HTML. A server-rendered page carries
 * the server's HTML as stored (sanitised on every write and seed, server/src/modules/center/sanitize.ts)
 * and hydrates with that very string; the browser's second pass follows right after.
 */
export function RichText({ html, className, id }: { html: string; className?: string; id?: string }) {
  const hydrating = useHydrating();
  const clean = useMemo(() => (hydrating ? html : scrubHtml(html)), [html, hydrating]);
  return <div id={id} className={`ct-rich ${className ?? ''}`.trim()} data-rich-text="" dangerouslySetInnerHTML={{ __html: clean }} />;
}
