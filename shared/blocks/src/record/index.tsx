// @portal/blocks/record: the parts of a record page several remotes share (a titled card, its list
// of guidance, the attachments with their download links). Markup only: the caller gives ids,
// classes and the texts it shows.
import type { ReactNode } from 'react';
import './record.css';

type DataMarks = { [mark: `data-${string}`]: string | undefined };

/** `<section className="fm-card …" aria-labelledby={id}><h2 id={id}>{title}</h2>…</section>`. */
export function RecordCard({ id, title, className, marks, children }: { id: string; title: ReactNode; className?: string; marks?: DataMarks; children: ReactNode }) {
  return (
    <section className={className ? `fm-card ${className}` : 'fm-card'} aria-labelledby={id} {...marks}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A card with a bulleted list (`fm-list`) of texts, e.g. what to bring; nothing when there are none. */
export function GuidanceCard({ id, title, items, marks }: { id: string; title: ReactNode; items: readonly string[]; marks?: DataMarks }) {
  if (!items.length) return null;
  return (
    <RecordCard id={id} title={title}>
      <ul className="fm-list" {...marks}>
        {items.map((g) => (
          <li key={g}>{g}</li>
        ))}
      </ul>
    </RecordCard>
  );
}

/** The attachment types the portal takes (UploadedFile.type), as a person reads them. */
export const FILE_KIND_NAMES = { PDF: 'PDF 문서', JPG: 'JPG 그림', PNG: 'PNG 그림', HWP: '한글 문서' } as const;

/** One attachment as shown: `href` is where it downloads from, `kind` its type as read (e.g. 'PDF' or 'PDF 문서'), `size` already written out. */
export interface AttachmentItem {
  fileId: string;
  name: string;
  href: string;
  kind: string;
  size: string;
}

/** The download link of one attachment with its type and size after it (in `metaClassName`). */
export function AttachmentLink({ file, metaClassName }: { file: AttachmentItem; metaClassName: string }) {
  return (
    <>
      <a href={file.href} download={file.name} data-download={file.fileId}>
        {file.name}
        <span className="sr-only"> 내려받기</span>
      </a>{' '}
      <span className={metaClassName}>
        ({file.kind}, {file.size})
      </span>
    </>
  );
}

/** The attachments as a list (`data-attachments`), or '첨부파일이 없습니다.' when there are none. */
export function AttachmentList({ files, className, metaClassName }: { files: readonly AttachmentItem[]; className?: string; metaClassName: string }) {
  if (!files.length) return <NoAttachments />;
  return (
    <ul className={className} data-attachments="">
      {files.map((f) => (
        <li key={f.fileId}>
          <AttachmentLink file={f} metaClassName={metaClassName} />
        </li>
      ))}
    </ul>
  );
}

export function NoAttachments() {
  return <p className="fm-hint">첨부파일이 없습니다.</p>;
}

/** A `tel:` link to a phone number as written (only digits and + in the address). */
export function TelLink({ phone }: { phone: string }) {
  return <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>;
}

/** One fact of a receipt: its term, its value, and marks on the value tests and scripts read. */
export type ReceiptFact = readonly [term: ReactNode, value: ReactNode, marks?: DataMarks];

/**
 * The receipt of what a visitor just sent: its number large (`numberMarks` name it, e.g.
 * `data-receipt-no`), then the facts as a definition list; `children` follow inside the frame.
 */
export function ReceiptCard({ label, number, numberMarks, facts, children }: { label: string; number: string; numberMarks: DataMarks; facts: readonly ReceiptFact[]; children?: ReactNode }) {
  return (
    <div className="rc-receipt" data-receipt="">
      <p className="rc-receipt__label">{label}</p>
      <p className="rc-receipt__no" {...numberMarks}>
        {number}
      </p>
      <dl className="fm-dl">
        {facts.map(([term, value, marks], i) => (
          <Fact key={i} term={term} value={value} marks={marks} />
        ))}
      </dl>
      {children}
    </div>
  );
}

function Fact({ term, value, marks }: { term: ReactNode; value: ReactNode; marks?: DataMarks }) {
  return (
    <>
      <dt>{term}</dt>
      <dd {...marks}>{value}</dd>
    </>
  );
}
