// @portal/blocks/record: the parts of a record page several remotes share (a titled card, its list
// of guidance, the attachments with their download links). Markup only: the caller gives ids,
// classes and the texts it shows.
import type { ReactNode } from 'react';

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
