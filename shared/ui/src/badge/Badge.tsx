import type { ReactNode } from 'react';

/** The tones of a status: 작성 중 draft, 예약·진행 booked, 기다림 waiting, 완료 done, 반려·만료 rejected, 취소 cancelled. */
export type BadgeTone = 'draft' | 'booked' | 'waiting' | 'done' | 'rejected' | 'cancelled';

/**
 * A record's status as a badge (KRDS badge): its words carry the meaning, the tone only repeats it.
 * Plain text for screen readers (no role); `data-*` attributes pass through for tests.
 */
export function Badge({ tone, children, ...data }: { tone: BadgeTone; children: ReactNode; [data: `data-${string}`]: string | undefined }) {
  return (
    <span className={`kr-badge kr-badge--${tone}`} {...data}>
      {children}
    </span>
  );
}
