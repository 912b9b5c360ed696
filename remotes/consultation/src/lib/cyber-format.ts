// Display helpers of the cyber pages: Korean dates (Asia/Seoul: @portal/ui/format), won amounts, masking.
import { withThousands } from '@portal/ui/format';

export { fmtDate, fmtDateTime, withThousands } from '@portal/ui/format';
export { maskMobile } from '@portal/contracts/client';

/** Digits typed in any form ('1,000,000원', '1 000') → '1000000'; '' when there are none. */
export function digitsOnly(text: string): string {
  return text.replace(/[^\d]/g, '').replace(/^0+(?=\d)/, '');
}

/** 123456789 → '1억 2,345만 6,789원'; 0 → '0원'. */
export function wonInKorean(amount: number): string {
  if (!Number.isFinite(amount) || amount < 0) return '';
  if (amount === 0) return '0원';
  const units: [number, string][] = [
    [1e12, '조'],
    [1e8, '억'],
    [1e4, '만'],
  ];
  let rest = Math.floor(amount);
  const parts: string[] = [];
  for (const [size, name] of units) {
    const n = Math.floor(rest / size);
    if (n > 0) parts.push(`${withThousands(String(n))}${name}`);
    rest -= n * size;
  }
  if (rest > 0) parts.push(withThousands(String(rest)));
  return `${parts.join(' ')}원`;
}
