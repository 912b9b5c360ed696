import { describe, expect, it } from 'vitest';
import { htmlParagraphs } from '../src/lib/catalog/text';

describe('the catalogue’s text helpers', () => {
  it('turns a stored notice’s sanitised HTML into paragraphs of plain text, entities decoded and no markup kept', () => {
    const html = '<p>영천지소: 경상북도 영천시<br>청도지소: 청도군</p><p>출처: 매일신문 &lsquo;개소&rsquo; &amp; 법률신문 &#39;신설&#39; &lt;b&gt;</p><p> </p>';
    expect(htmlParagraphs(html)).toEqual(['영천지소: 경상북도 영천시\n청도지소: 청도군', "출처: 매일신문 &lsquo;개소&rsquo; & 법률신문 '신설' <b>"]);
    expect(htmlParagraphs('<p><a href="javascript:x">링크</a><img src=x onerror=alert(1)></p>')).toEqual(['링크']);
  });
});
