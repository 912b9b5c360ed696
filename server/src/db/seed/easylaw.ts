import type { FaqCategory } from '@portal/contracts';
import { escapeHtml } from '../../modules/center/sanitize';
import csvText from './data/easylaw_baekmun_156.csv.txt';

/**
 * 법제처 찾기쉬운 생활법령정보 백문백답 (easylaw.go.kr, free use including commercial; LICENSE-NOTES.md):
 * 156 questions with answers in plain text. Answers mark tables as "[표] … [표 끝]" (cells split by
 * " | ", the first row is the header) and use ◇ for sub-headings and ☞ · ▪ ○ √ - for list items.
 */
export const EASYLAW_SOURCE_TITLE = '법제처 찾기쉬운 생활법령정보 백문백답';

const CATEGORY_OF: [RegExp, FaqCategory][] = [
  [/^(주택임대차|이사|공공임대주택 입주자|아파트 분양받기)$/, 'HOUSING'],
  [/^전세사기 피해자 지원$/, 'JEONSE_FRAUD'],
  [/^(기초생활보장|긴급복지지원|1인가구 지원제도|신혼부부|자립준비청년)/, 'WELFARE'],
  [/^(노인복지|노인학대|치매 노인|노인장기요양보험|노후준비와 연금제도|가족 간병|정신건강돌봄)/, 'ELDERLY'],
  [/^국민건강보험/, 'HEALTH'],
];

export function easylawCategory(subject: string): FaqCategory {
  const hit = CATEGORY_OF.find(([re]) => re.test(subject.trim()));
  if (!hit) throw new Error(`easylaw: no FAQ category for 소분류 '${subject}'`);
  return hit[1];
}

/** RFC 4180 CSV (quoted fields with "" and line breaks), BOM removed. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const s = text.replace(/^\ufeff/, '');
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && s[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim()));
}

const BULLET = /^(☞|·|▪|○|√|-|•)\s*/;

/** The answer text as HTML: real tables, sub-headings as bold paragraphs, bullet runs as lists. */
export function easylawAnswerHtml(answer: string): string {
  const lines = answer.replace(/\r/g, '').split('\n').map((l) => l.trim());
  const out: string[] = [];
  let list: string[] = [];
  const flushList = () => {
    if (list.length) out.push(`<ul>${list.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`);
    list = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line) continue;
    if (line === '[표]') {
      flushList();
      const cells: string[][] = [];
      for (i++; i < lines.length && lines[i] !== '[표 끝]'; i++) if (lines[i]) cells.push(lines[i]!.split(/\s*\|\s*/));
      if (!cells.length) continue;
      const [head, ...body] = cells;
      const width = Math.max(...cells.map((c) => c.length));
      const pad = (r: string[]) => [...r, ...Array<string>(width - r.length).fill('')];
      out.push(
        '<table>' +
          `<thead><tr>${pad(head!).map((c) => `<th scope="col">${escapeHtml(c)}</th>`).join('')}</tr></thead>` +
          (body.length ? `<tbody>${body.map((r) => `<tr>${pad(r).map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`).join('')}</tbody>` : '') +
          '</table>',
      );
      continue;
    }
    if (line.startsWith('◇')) {
      flushList();
      out.push(`<p><strong>${escapeHtml(line.replace(/^◇\s*/, ''))}</strong></p>`);
      continue;
    }
    if (BULLET.test(line)) {
      list.push(line.replace(BULLET, ''));
      continue;
    }
    flushList();
    out.push(`<p>${escapeHtml(line)}</p>`);
  }
  flushList();
  return out.join('');
}

export interface EasylawEntry {
  serial: string;
  category: FaqCategory;
  question: string;
  answerHtml: string;
  url: string;
}

export function easylawEntries(): EasylawEntry[] {
  const [header, ...rows] = parseCsv(csvText);
  const col = (name: string) => {
    const i = header!.indexOf(name);
    if (i < 0) throw new Error(`easylaw CSV: no column ${name}`);
    return i;
  };
  const [sub, serial, question, answer, link] = ['소분류명', '백문일련번호', '질문', '답변', '원문링크'].map(col);
  return rows.map((r) => ({
    serial: r[serial!]!.trim(),
    category: easylawCategory(r[sub!]!),
    question: r[question!]!.trim(),
    answerHtml: easylawAnswerHtml(r[answer!]!),
    url: r[link!]!.trim(),
  }));
}
