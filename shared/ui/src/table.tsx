import type { ReactNode } from 'react';

/** A table's header row: one column header (`scope="col"`) a name. */
export function ColumnHeads({ head }: { head: readonly string[] }) {
  return (
    <thead>
      <tr>
        {head.map((h) => (
          <th key={h} scope="col">
            {h}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * A data table that scrolls sideways in its frame on a narrow screen: a caption, column headers,
 * and rows whose first cell heads the row. `current` marks one row (`aria-current`), e.g. the version shown.
 * `region` names the frame as a region the keyboard can reach (a wide table a phone user scrolls);
 * `cellLabels` gives each data cell its column name (`data-label`) for a stacked phone layout.
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
  region,
  cellLabels,
}: {
  caption: ReactNode;
  head: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  frameClass: string;
  tableClass: string;
  id?: string;
  current?: number;
  marks?: { [mark: `data-${string}`]: string };
  region?: string;
  cellLabels?: boolean;
}) {
  return (
    <div className={frameClass} {...(region ? { tabIndex: 0, role: 'region', 'aria-label': region } : {})}>
      <table className={tableClass} id={id} {...marks}>
        <caption>{caption}</caption>
        <ColumnHeads head={head} />
        <tbody>
          {rows.map(([first, ...rest], i) => (
            <tr key={i} aria-current={i === current ? 'true' : undefined}>
              <th scope="row">{first}</th>
              {rest.map((c, j) => (
                <td key={j} data-label={cellLabels ? head[j + 1] : undefined}>
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
