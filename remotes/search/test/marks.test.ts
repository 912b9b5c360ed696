import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Marked } from '../src/lib/Marked';
import { markParts, markedText, unescapeText } from '../src/lib/marks';

describe('marked text of the search answer', () => {
  it('splits on the marks into text and marked parts', () => {
    expect(markParts('주택임대차보호법 제3조(<mark>대항력</mark> 등)')).toEqual([
      { text: '주택임대차보호법 제3조(', mark: false },
      { text: '대항력', mark: true },
      { text: ' 등)', mark: false },
    ]);
    expect(markParts('<mark>보증금</mark><mark>반환</mark>')).toEqual([{ text: '보증금반환', mark: true }]);
    expect(markParts('')).toEqual([]);
  });

  it('decodes entities into text, once (an escaped entity stays an entity in the text)', () => {
    expect(unescapeText('a &amp; b &lt;c&gt; &quot;d&quot; &#39;e&#39; &#x27;f&#x27; &#54620;')).toBe('a & b <c> "d" \'e\' \'f\' 한');
    expect(unescapeText('&amp;lt;')).toBe('&lt;');
    expect(unescapeText('&unknown; & alone')).toBe('&unknown; & alone');
    expect(unescapeText('&#xD800; &#1114112;')).toBe('\ufffd \ufffd');
  });

  it('renders a <script> of the content as text, never as an element', () => {
    const html = renderToStaticMarkup(createElement(Marked, { text: '&lt;script&gt;alert(1)&lt;/script&gt; <mark>보증금</mark> &amp;' }));
    expect(html).toBe('&lt;script&gt;alert(1)&lt;/script&gt; <mark>보증금</mark> &amp;');
    expect(html).not.toContain('<script');
    expect(markedText('&lt;img src=x onerror=alert(1)&gt;<mark>x</mark>')).toBe('<img src=x onerror=alert(1)>x');
    // an unbalanced or raw tag in the marked text is not HTML either
    expect(renderToStaticMarkup(createElement(Marked, { text: '<mark>a<b>b</b>' }))).toBe('<mark>a&lt;b&gt;b&lt;/b&gt;</mark>');
  });
});
