import { useId, useState, type ReactNode } from 'react';
import { LightButton } from '../LightButton';
import type { ChartTable } from './chart-table';
import './charts.css';

type ChartFigureProps = {
  /** what the chart shows; the figure's caption (read by screen readers, hidden on screen) */
  caption: string;
  table: ChartTable;
  children: ReactNode;
};

/**
 * Every chart is a figure with a caption and its data as a table behind a "Show data
 * table" button, so a chart is never the only way to read a score (WCAG 1.1.1, 1.4.1). The button
 * is left out of print, where the report prints its own tables. Plain elements.
 */
export function ChartFigure({ caption, table, children }: ChartFigureProps) {
  const [open, setOpen] = useState(false);
  const captionId = useId();
  const tableId = useId();
  return (
    <figure aria-labelledby={captionId} className="chart-figure">
      <figcaption id={captionId} className="lc-visually-hidden">
        {caption}
      </figcaption>
      {children}
      <LightButton
        size="small"
        className="chart-table-button"
        aria-expanded={open}
        aria-controls={open ? tableId : undefined}
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? 'Hide data table' : 'Show data table'}
      </LightButton>
      {open && <ChartDataTable id={tableId} caption={caption} table={table} />}
    </figure>
  );
}

type ChartDataTableProps = { id: string; caption: string; table: ChartTable };

/** The chart's data: one row per label, a header per column; scrolls on its own when narrow. */
export function ChartDataTable({ id, caption, table }: ChartDataTableProps) {
  return (
    <div
      id={id}
      role="region"
      aria-label={`${caption} data`}
      tabIndex={0}
      className="chart-data-table"
    >
      <table>
        <caption className="lc-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((text, i) =>
                i === 0 ? (
                  <th scope="row" key={i}>
                    {text}
                  </th>
                ) : (
                  <td key={i}>{text}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
