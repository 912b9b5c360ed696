import { Button, Space } from 'antd';
import { copyText } from '@portal/ui';

/** Recovery codes shown once (at enrolment, or new ones from the account page): the list, copy all, print. */
export function RecoveryCodes({ codes, label }: { codes: string[]; label: string }) {
  return (
    <>
      <ul className="bo-codes" aria-label={label}>
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <Space wrap>
        <Button onClick={() => void copyText(codes.join('\n'))}>모두 복사</Button>
        <Button onClick={() => window.print()}>인쇄</Button>
      </Space>
    </>
  );
}
