import { HELP_METHOD_LABELS, type SvcOffice } from '@portal/contracts/client';
import type { Fact } from '@portal/ui';

/** A telephone link to a number as written. */
export function Tel({ phone }: { phone: string }) {
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} data-tel="">
      {phone}
    </a>
  );
}

/** What every office list shows of an office (the catalogue's pages and the map): address, phone, hours, methods. */
export const officeFacts = (o: SvcOffice): Fact[] => [
  ['주소', o.address],
  ['전화', <Tel key="tel" phone={o.phone} />],
  ['운영 시간', o.hours],
  o.methods.length > 0 && ['상담 방법', o.methods.map((m) => HELP_METHOD_LABELS[m]).join(', ')],
];
