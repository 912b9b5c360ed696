import type { ReactNode } from 'react';
import { RSVT_NO_PATTERN, type Reservation } from '@portal/contracts/client';
import { myRsvt } from '../../api/myRsvt';
import { RecordRead } from './common';

/**
 * A page about one of my reservations (?rsvtNo= in the address): myRsvt and every state around it;
 * an unknown or another person's number gets the same not-found page with the way to the list.
 */
export function RsvtRecord({ title, loading, what, tail, children }: { title: string; loading: string; what: string; tail: string; children: (r: Reservation) => ReactNode }) {
  return (
    <RecordRead
      name="rsvtNo"
      pattern={RSVT_NO_PATTERN}
      read={(rsvtNo) => myRsvt.use({ params: { rsvtNo } })}
      title={title}
      loading={loading}
      what={what}
      missing={{
        title: '예약을 찾을 수 없습니다',
        number: '예약번호',
        thing: '예약',
        after: `을(를) 찾을 수 없습니다. ${tail}`,
        to: '/my/dscsn/rsvt/MyDsctnRsvtList',
        action: '나의 예약 목록으로',
      }}
    >
      {children}
    </RecordRead>
  );
}
