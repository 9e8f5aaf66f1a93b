import { stringify } from 'csv-stringify/sync';

/** Spreadsheets read a cell starting with these as a formula: such a cell is written as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

function safeCell(value: string | number | null): string | number {
  if (value === null) return '';
  if (typeof value === 'number') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A column of a CSV file: its label in the header row, and its cell for each row. */
export type CsvColumn<Row> = readonly [label: string, cell: (row: Row) => string | number | null];

/**
 * A CSV file a spreadsheet opens as it should: UTF-8 with a byte-order mark (Excel otherwise reads
 * "Zoë Müller" as Latin-1), a header row of labels, CRLF line ends, and no cell read as a formula.
 */
export function csvFile<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const header = columns.map(([label]) => label);
  const cells = rows.map((row) => columns.map(([, cell]) => safeCell(cell(row))));
  return `\uFEFF${stringify([header, ...cells], { record_delimiter: 'windows' })}`;
}

/** `sadhana-users-2026-11-24.csv` */
export function csvFileName(what: string, date: string): string {
  return `sadhana-${what}-${date}.csv`;
}
