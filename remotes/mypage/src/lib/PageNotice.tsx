import { Notice } from '@portal/ui/form';

/** A notice brought by the page before (the address state, e.g. '예약을 바꿨습니다.'), above the content; nothing without one. */
export function PageNotice({ tone, text }: { tone: 'success' | 'warning'; text: string | null | undefined }) {
  if (!text) return null;
  return (
    <div style={{ marginBottom: 16 }}>
      <Notice tone={tone} role="status">
        <p>{text}</p>
      </Notice>
    </div>
  );
}
