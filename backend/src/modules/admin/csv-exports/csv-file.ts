import { stringify } from 'csv-stringify/sync';

/** Spreadsheets read a cell starting with these as a formula: such a cell is written as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

function safeCell(value: string | number | null): string | number {
  if (value === null) return '';
  if (typeof value === 'number') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * A CSV file a spreadsheet opens as it should: UTF-8 with a byte-order mark (Excel otherwise reads
 * "Zoë Müller" as Latin-1), a header row of labels, CRLF line ends, and no cell read as a formula.
 */
export function csvFile(header: readonly string[], rows: readonly (string | number | null)[][]): string {
  return `\uFEFF${stringify([header as string[], ...rows.map((row) => row.map(safeCell))], { record_delimiter: 'windows' })}`;
}

/** `sadhana-users-2026-11-24.csv` */
export function csvFileName(what: string, date: string): string {
  return `sadhana-${what}-${date}.csv`;
}
