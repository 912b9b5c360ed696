/** '출처: …' with a link that opens in a new window (and says so). */
export function SourceLine({ source }: { source: { title: string; url: string } | null }) {
  if (!source) return null;
  const safe = /^https?:\/\//i.test(source.url);
  return (
    <p className="ct-source" data-source="">
      출처:{' '}
      {safe ? (
        <a href={source.url} target="_blank" rel="noopener noreferrer">
          {source.title}
          <span className="ct-newwin" aria-hidden="true">
            ↗
          </span>
          <span className="sr-only">(새 창으로 열림)</span>
        </a>
      ) : (
        source.title
      )}
    </p>
  );
}
