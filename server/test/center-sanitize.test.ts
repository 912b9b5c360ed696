// The rich-text allow-list of notices and FAQ answers (issue 6): classic XSS vectors (OWASP XSS
// filter evasion cheat sheet) come out inert; the structure editors need survives.
import { describe, expect, it } from 'vitest';
import { htmlToText, isSafeHref, sanitizeRichText, textToHtml } from '../src/modules/center/sanitize';
import { easylawAnswerHtml, easylawEntries, parseCsv } from '../src/db/seed/easylaw';

/** Anything that could run script or load something once the HTML is rendered. */
const DANGER = /<\s*(script|img|svg|iframe|object|embed|style|link|meta|base|form|input|button|math|video|audio|source|frame|body|html)\b|\son[a-z]+\s*=|javascript:|vbscript:|data:|style\s*=|srcdoc|formaction/i;

const VECTORS: [string, string][] = [
  ['script tag', '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>'],
  ['inline script', '<script>alert(String.fromCharCode(88,83,83))</script>'],
  ['img onerror', '<IMG SRC=x onerror="alert(1)">'],
  ['img javascript src', '<IMG SRC="javascript:alert(\'XSS\');">'],
  ['img no quotes', '<IMG SRC=javascript:alert(1)>'],
  ['case mix', '<IMG SRC=JaVaScRiPt:alert(1)>'],
  ['entity-encoded javascript href', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
  ['hex entities without semicolons', '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x31&#x29">x</a>'],
  ['embedded tab', '<a href="jav	ascript:alert(1);">x</a>'],
  ['encoded tab', '<a href="java&#x09;script:alert(1)">x</a>'],
  ['encoded newline', '<a href="jav&#x0A;ascript:alert(1);">x</a>'],
  ['encoded carriage return', '<a href="jav&#x0D;ascript:alert(1);">x</a>'],
  ['leading spaces and meta chars', '<a href=" &#14;  javascript:alert(1);">x</a>'],
  ['upper case scheme', '<a href="JAVASCRIPT:alert(1)">x</a>'],
  ['vbscript', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data url', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['protocol-relative', '<a href="//xss.example/a">x</a>'],
  ['backslash protocol-relative', '<a href="/\\xss.example/a">x</a>'],
  ['event handler on allowed tag', '<p onmouseover="alert(1)">hover</p>'],
  ['event handler without quotes', '<strong onclick=alert(1)>x</strong>'],
  ['style expression', '<p style="width: expression(alert(1))">x</p>'],
  ['style url', '<span style="background:url(javascript:alert(1))">x</span>'],
  ['svg onload', '<svg/onload=alert(1)>'],
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  ['body onload', '<BODY ONLOAD=alert(1)>'],
  ['iframe', '<IFRAME SRC="javascript:alert(1);"></IFRAME>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object', '<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.example/scriptlet.html"></OBJECT>'],
  ['embed', '<EMBED SRC="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">'],
  ['meta refresh', '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(1);">'],
  ['base href', '<BASE HREF="javascript:alert(1);//">'],
  ['link stylesheet', '<LINK REL="stylesheet" HREF="javascript:alert(1);">'],
  ['style tag', '<STYLE>@import\'https://xss.example/xss.css\';</STYLE>'],
  ['form action', '<form action="javascript:alert(1)"><button>x</button></form>'],
  ['button formaction', '<button formaction="javascript:alert(1)">x</button>'],
  ['input autofocus', '<input autofocus onfocus=alert(1)>'],
  ['math href', '<math><a xlink:href="javascript:alert(1)">x</a></math>'],
  ['malformed nesting', '<<SCRIPT>alert("XSS");//<</SCRIPT>'],
  ['half-open tag', '<IMG SRC="javascript:alert(1)"'],
  ['comment breaking', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['attribute breaking quotes', '<a href="https://ok.example/" onclick="alert(1)" x="">x</a>'],
  ['video source onerror', '<video><source onerror="alert(1)"></video>'],
  ['audio src', '<audio src=x onerror=alert(1)>'],
  ['template smuggling', '<template><script>alert(1)</script></template>'],
  ['noscript smuggling', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['td background', '<table><tr><td background="javascript:alert(1)">x</td></tr></table>'],
  ['class and id', '<p class="x" id="y">x</p>'],
];

describe('sanitizeRichText', () => {
  it.each(VECTORS)('%s comes out inert', (_name, html) => {
    const out = sanitizeRichText(html);
    expect(out).not.toMatch(DANGER);
    expect(out).not.toMatch(/\sclass=|\sid=/);
    // sanitising is stable: a second pass changes nothing
    expect(sanitizeRichText(out)).toBe(out);
  });

  it('keeps the structure editors use, with safe links marked noopener noreferrer', () => {
    const html =
      '<h2>제목</h2><h3>소제목</h3><h4>작은 제목</h4><p><strong>굵게</strong> <b>b</b> <em>기울임</em> <i>i</i> <u>밑줄</u> <s>취소</s><br><span>span</span></p>' +
      '<ul><li>하나</li></ul><ol><li>둘</li></ol><blockquote>인용</blockquote>' +
      '<table><caption>표</caption><thead><tr><th scope="col" colspan="2">머리</th></tr></thead><tbody><tr><th scope="row">행</th><td rowspan="2">칸</td></tr></tbody></table>' +
      '<p><a href="https://www.klac.or.kr">공단</a> <a href="http://example.kr">http</a> <a href="mailto:help@example.kr">메일</a> <a href="tel:132">132</a> <a href="/center/faq/list">사이트 안</a></p>';
    const out = sanitizeRichText(html);
    expect(out).toContain('<h2>제목</h2><h3>소제목</h3><h4>작은 제목</h4>');
    expect(out).toContain('<th scope="col" colspan="2">머리</th>');
    expect(out).toContain('<th scope="row">행</th><td rowspan="2">칸</td>');
    expect(out).toContain('<caption>표</caption>');
    expect(out).toContain('<br />');
    for (const href of ['https://www.klac.or.kr', 'http://example.kr', 'mailto:help@example.kr', 'tel:132', '/center/faq/list']) {
      expect(out).toContain(`<a href="${href}" rel="noopener noreferrer">`);
    }
  });

  it('drops bad table attributes and link targets but keeps the text', () => {
    expect(sanitizeRichText('<table><tr><th scope="evil" colspan="x">a</th><td rowspan="999">b</td></tr></table>')).toBe('<table><tr><th>a</th><td>b</td></tr></table>');
    expect(sanitizeRichText('<a href="https://a.example" target="_blank" rel="opener">a</a>')).toBe('<a href="https://a.example" rel="noopener noreferrer">a</a>');
    expect(sanitizeRichText('<a href="relative/path">a</a>')).toBe('<a>a</a>');
    expect(sanitizeRichText('<p>1 &lt; 2 &amp; 3</p>')).toBe('<p>1 &lt; 2 &amp; 3</p>');
  });

  it('decides hrefs as a browser would read them', () => {
    expect(isSafeHref(' https://a.example')).toBe(true);
    expect(isSafeHref('/x')).toBe(true);
    for (const bad of ['//a.example', '/\\a.example', 'java\tscript:x', '\u0001javascript:x', 'data:x', 'ftp://x', 'x']) expect(isSafeHref(bad), bad).toBe(false);
  });
});

describe('text helpers', () => {
  it('htmlToText separates blocks and decodes entities', () => {
    expect(htmlToText('<p>전세&amp;보증금</p><ul><li>하나</li><li>둘</li></ul><p>1 &lt; 2&#39;</p>')).toBe("전세&보증금 하나 둘 1 < 2'");
    expect(htmlToText('<script>secret()</script><p>보임</p>')).toBe('보임');
  });

  it('textToHtml escapes and makes paragraphs', () => {
    expect(textToHtml('첫 줄\n둘째 줄\n\n<b>둘째</b> 문단')).toBe('<p>첫 줄<br />둘째 줄</p><p>&lt;b&gt;둘째&lt;/b&gt; 문단</p>');
  });
});

describe('easylaw conversion', () => {
  it('parses the 156 CSV rows with quoted multi-line answers', () => {
    expect(parseCsv('a,b\n"x ""y""\nz",2\n')).toEqual([['a', 'b'], ['x "y"\nz', '2']]);
    const entries = easylawEntries();
    expect(entries).toHaveLength(156);
    expect(new Set(entries.map((e) => e.serial)).size).toBe(156);
    expect(entries.every((e) => e.url.startsWith('https://easylaw.go.kr/'))).toBe(true);
  });

  it('makes tables, bold sub-headings and lists; escapes the text', () => {
    const html = easylawAnswerHtml('처음 <문장>\n[표]\n구분 | 내용\n전세권 | 물권\n[표 끝]\n◇ 소제목\n☞ 첫째\n· 둘째\n끝');
    expect(html).toBe(
      '<p>처음 &lt;문장&gt;</p><table><thead><tr><th scope="col">구분</th><th scope="col">내용</th></tr></thead><tbody><tr><td>전세권</td><td>물권</td></tr></tbody></table>' +
        '<p><strong>소제목</strong></p><ul><li>첫째</li><li>둘째</li></ul><p>끝</p>',
    );
    expect(sanitizeRichText(html)).toBe(html);
  });
});
