import type { ReactNode } from "react";
import { Card } from "@/client/components/ui/card";

type Column<Row> = { label: string; value: (row: Row) => ReactNode };

/**
 * One chart: its title, a text summary everyone reads, the drawing (hidden from screen readers) and
 * the same figures as a table that only screen readers get.
 */
export function ChartCard<Row>({
  id,
  title,
  summary,
  rows,
  columns,
  rowKey,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  rows: Row[];
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  children: ReactNode;
}) {
  return (
    <Card
      className="min-w-0 p-4 sm:p-5"
      role="figure"
      aria-labelledby={`${id}-titel`}
      aria-describedby={`${id}-samenvatting`}
      data-testid={`chart-${id}`}
    >
      <h3 id={`${id}-titel`} className="text-base font-semibold leading-tight">
        {title}
      </h3>
      <p
        id={`${id}-samenvatting`}
        className="mt-1 text-sm text-muted-foreground"
      >
        {summary}
      </p>
      <div aria-hidden="true" className="mt-4 h-56 w-full">
        {children}
      </div>
      {/* The wrapper hides the table: a table ignores the 1px width sr-only gives it and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.label}>{column.value(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
