import type { ReactNode } from 'react';

/**
 * A data table that scrolls sideways in its frame on a narrow screen: a caption, column headers,
 * and rows whose first cell heads the row. `current` marks one row (`aria-current`), e.g. the version shown.
 */
export function HeadedTable({
  caption,
  head,
  rows,
  frameClass,
  tableClass,
  id,
  current,
  marks,
}: {
  caption: ReactNode;
  head: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  frameClass: string;
  tableClass: string;
  id?: string;
  current?: number;
  marks?: { [mark: `data-${string}`]: string };
}) {
  return (
    <div className={frameClass}>
      <table className={tableClass} id={id} {...marks}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest], i) => (
            <tr key={i} aria-current={i === current ? 'true' : undefined}>
              <th scope="row">{first}</th>
              {rest.map((c, j) => (
                <td key={j}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
