import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { NoticeSeed } from './data/notices';

/**
 * Bytes of the seeded notice attachments, made here (deterministic, so a re-seed writes the same
 * file and the same SHA-256): one-page PDFs whose Korean text uses the viewer's built-in Korean font
 * (Adobe-Korea1, not embedded, so the file stays a few KB) and a PNG bar chart.
 */
export type SeedFileKind = NonNullable<NoticeSeed['attachments']>[number]['kind'];

const MEDIAN_2026 = [2_564_238, 4_199_292, 5_359_036, 6_494_738, 7_556_719, 8_555_952];
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

function pdf(title: string, lines: string[]): Buffer {
  const hex = (s: string) => `<${Buffer.from(s, 'utf16le').swap16().toString('hex').toUpperCase()}>`;
  const content = [
    'BT',
    '/F1 18 Tf',
    '56 780 Td',
    `${hex(title)} Tj`,
    '/F1 11 Tf',
    '0 -34 Td',
    ...lines.flatMap((l) => [`${hex(l)} Tj`, '0 -20 Td']),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /HYSMyeongJo-Medium /Encoding /UniKS-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /HYSMyeongJo-Medium /CIDSystemInfo << /Registry (Adobe) /Ordering (Korea1) /Supplement 1 >> /FontDescriptor 7 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /HYSMyeongJo-Medium /Flags 6 /FontBBox [0 -148 1001 880] /ItalicAngle 0 /Ascent 880 /Descent -148 /CapHeight 880 /StemV 50 >>',
    `<< /Title ${hex(title)} /Producer (portal seed) >>`,
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

/** 125% of the 2026 median income per household size (1–6), as bars on a light background. */
function medianChartPng(): Buffer {
  const w = 360;
  const h = 200;
  const rows: Buffer[] = [];
  const max = Math.max(...MEDIAN_2026) * 1.25;
  for (let y = 0; y < h; y++) {
    const row = Buffer.alloc(1 + w * 3);
    for (let x = 0; x < w; x++) {
      let rgb = [0xf4, 0xf6, 0xfa];
      const bar = Math.floor((x - 20) / 56);
      const inBar = x >= 20 && bar < 6 && (x - 20) % 56 < 40;
      if (inBar) {
        const top = h - 20 - Math.round(((MEDIAN_2026[bar]! * 1.25) / max) * (h - 40));
        if (y >= top && y < h - 20) rgb = [0x25, 0x63, 0xeb];
      }
      if (y === h - 20) rgb = [0x33, 0x33, 0x33];
      row.set(rgb, 1 + x * 3);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function seedFileBytes(kind: SeedFileKind): { bytes: Buffer; mime: string; type: 'PDF' | 'PNG' } {
  switch (kind) {
    case 'MEDIAN_INCOME_PDF':
      return {
        type: 'PDF',
        mime: 'application/pdf',
        bytes: pdf('2026년 기준 중위소득 안내', [
          '무료법률구조 대상: 기준 중위소득 125% 이하 (월 소득, 가구원 수별)',
          '근거: 보건복지부 고시 2026년 기준 중위소득 (2026-01-01 ~ 2026-12-31)',
          '',
          ...MEDIAN_2026.map((m, i) => `${i + 1}인 가구: 중위소득 ${won(m)} / 125% ${won(Math.floor(m * 1.25))}`),
          '',
          '이미 접수된 신청은 접수일의 기준을 따릅니다.',
          '문의: 대한법률구조공단 132 (평일 09:00~18:00)',
        ]),
      };
    case 'MEDIAN_INCOME_PNG':
      return { type: 'PNG', mime: 'image/png', bytes: medianChartPng() };
    case 'MAINTENANCE_PDF':
      return {
        type: 'PDF',
        mime: 'application/pdf',
        bytes: pdf('5월 정기 점검 일정', [
          '일시: 2026년 5월 23일(토) 02:00 ~ 06:00',
          '중단되는 서비스: 전자 신청, 상담 예약, 나의 페이지',
          '계속 이용할 수 있는 서비스: 공지사항, 자주 묻는 질문',
          '점검이 일찍 끝나면 바로 서비스를 다시 엽니다.',
        ]),
      };
    case 'RECRUIT_PDF':
      return {
        type: 'PDF',
        mime: 'application/pdf',
        bytes: pdf('2026년 기간제 근로자 채용 공고', [
          '모집 분야: 고객센터 게시판 운영 (묻고 답하기 답변, 공지 작성)',
          '인원: 2명',
          '접수 기간: 2026년 4월 1일 ~ 4월 10일',
          '제출 서류: 응시원서, 자기소개서',
          '전형: 서류 전형 후 면접',
        ]),
      };
  }
}

export const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** Where the seed keeps its attachment bytes, relative to the upload folder. */
export const seedStoragePath = (fileId: string) => `seed/${fileId}`;
