import sanitizeHtml from 'sanitize-html';

/**
 * Rich text of notices and FAQ answers: an allow-list of structural tags, no images, styles,
 * classes or event handlers; links only to http(s), mailto, tel or this site (/…), and opened
 * without handing the page to the target (rel="noopener noreferrer"). Applied on every staff write
 * and when seeding, so what is stored is what may be rendered as HTML.
 */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'table', 'caption', 'thead', 'tbody', 'tr', 'th', 'td', 'a', 'span'];

/** After entity decoding (done by the parser) and with control characters and spaces removed, as browsers read it. */
const SAFE_HREF = /^(?:https?:|mailto:|tel:|\/(?![/\\]))/i;

export function isSafeHref(href: string): boolean {
  const squeezed = href.replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g, '');
  return SAFE_HREF.test(squeezed);
}

const SCOPES = ['col', 'row', 'colgroup', 'rowgroup'];
const SPAN = /^[1-9]\d?$/;
const keepSpan = (attribs: Record<string, string>) => {
  const out: Record<string, string> = {};
  for (const k of ['colspan', 'rowspan']) if (attribs[k] && SPAN.test(attribs[k]!.trim())) out[k] = attribs[k]!.trim();
  return out;
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'rel'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  // the text of these is code or chrome, never content
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'iframe', 'object', 'embed', 'svg', 'math', 'xmp', 'noembed', 'noframes'],
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href;
      const safe: sanitizeHtml.Attributes = href !== undefined && isSafeHref(href) ? { href, rel: 'noopener noreferrer' } : {};
      return { tagName, attribs: safe };
    },
    th: (tagName, attribs) => ({ tagName, attribs: { ...(SCOPES.includes(attribs.scope ?? '') ? { scope: attribs.scope! } : {}), ...keepSpan(attribs) } }),
    td: (tagName, attribs) => ({ tagName, attribs: keepSpan(attribs) }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The words of sanitised HTML without tags (search text): blocks separated by a space, entities decoded. */
export function htmlToText(html: string): string {
  const spaced = html.replace(/<(?:br\s*\/?|\/(?:p|li|h[2-4]|td|th|tr|caption|blockquote|ul|ol|table))>/gi, '$& ');
  const bare = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags });
  return bare
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
      if (ENTITIES[e]) return ENTITIES[e]!;
      if (e[0] === '#') {
        const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : m;
      }
      return m;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain text as HTML paragraphs (one per blank-line block; single line breaks kept). */
export function textToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br />')}</p>`)
    .join('');
}

export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
