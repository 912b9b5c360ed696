import type { PrdocRecord } from '@portal/contracts/client';
import { Facts, HeadedTable } from '@portal/ui';
import { fmtDate } from '../dscsn/format';

/** What a fetched (공동이용) or wallet document says: its issuer and number, its label/value rows and, for 등본·건강보험료, its table. */
export function RecordView({ record, id }: { record: PrdocRecord; id: string }) {
  return (
    <div className="pd-record" data-record="">
      <p className="pd-record__title">{record.title}</p>
      <Facts
        className="fm-dl pd-record__rows"
        rowClassName="md-details__row"
        facts={[['발급기관', record.issuer], ['발급번호', record.docNo], ['발급일', fmtDate(record.issuedAt.slice(0, 10))], ...record.rows.map((r) => [r.label, r.value] as const)]}
      />
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
