// Pure text helpers of the catalogue pages (unit-tested in test/catalog-text.test.ts).

/** A stored notice's HTML (made from plain text and sanitised by the server) as paragraphs of text: no markup is inserted. */
export function htmlParagraphs(html: string): string[] {
  const decode = (s: string) =>
    s
      .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
      .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
      .replace(/&nbsp;/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;|&apos;/g, "'")
      .replace(/&amp;/g, '&');
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .split(/<\/(?:p|div|li|h\d)>/i)
    .map((part) => decode(part.replace(/<[^>]*>/g, '')).trim())
    .filter(Boolean);
}
