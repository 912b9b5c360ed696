import type { PrdocRecord } from '@portal/contracts/client';
import { HeadedTable } from '@portal/ui';
import { fmtDate } from '../dscsn/format';

/** What a fetched (공동이용) or wallet document says: its issuer and number, its label/value rows and, for 등본·건강보험료, its table. */
export function RecordView({ record, id }: { record: PrdocRecord; id: string }) {
  return (
    <div className="pd-record" data-record="">
      <p className="pd-record__title">{record.title}</p>
      <dl className="fm-dl pd-record__rows">
        <div className="md-details__row">
          <dt>발급기관</dt>
          <dd>{record.issuer}</dd>
        </div>
        <div className="md-details__row">
          <dt>발급번호</dt>
          <dd>{record.docNo}</dd>
        </div>
        <div className="md-details__row">
          <dt>발급일</dt>
          <dd>{fmtDate(record.issuedAt.slice(0, 10))}</dd>
        </div>
        {record.rows.map((r, i) => (
          <div key={`${i}-${r.label}`} className="md-details__row">
            <dt>{r.label}</dt>
            <dd>{r.value}</dd>
          </div>
        ))}
      </dl>
      {record.table ? (
        <div className="pd-record__scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
          <HeadedTable
            caption={<span id={`${id}-caption`}>{record.table.caption}</span>}
            head={record.table.head}
            rows={record.table.rows}
            frameClass="pd-record__frame"
            tableClass="pd-table"
            marks={{ 'data-record-table': '' }}
          />
        </div>
      ) : null}
    </div>
  );
}
