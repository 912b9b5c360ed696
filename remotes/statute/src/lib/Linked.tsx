import { Link } from '@portal/router';
import { articleLabel, statuteHref, type LinkedText as LinkedTextData } from '@portal/contracts/client';
import { paragraphs } from './linked';

/** One run of linked text: its article references as links to the article (title tells where it leads). */
export function LinkedRun({ text }: { text: LinkedTextData }) {
  return (
    <>
      {text.map((piece, i) =>
        piece.law && piece.jo ? (
          <Link key={i} to={statuteHref(piece.law, piece.jo)} className="st-ref" data-article-link={`${piece.law} ${articleLabel(piece.jo)}`}>
            {piece.text}
          </Link>
        ) : (
          <span key={i}>{piece.text}</span>
        ),
      )}
    </>
  );
}

/** Linked text in paragraphs (blank lines); single line breaks kept (the 항·호 of an article). */
export function LinkedText({ text, className }: { text: LinkedTextData; className?: string }) {
  return (
    <div className={className ? `st-text ${className}` : 'st-text'}>
      {paragraphs(text).map((p, i) => (
        <p key={i}>
          <LinkedRun text={p} />
        </p>
      ))}
    </div>
  );
}

/** Plain text in paragraphs (판시사항, 판결요지, 전문). */
export function PlainText({ text, className }: { text: string; className?: string }) {
  return <LinkedText text={[{ text }]} className={className} />;
}
