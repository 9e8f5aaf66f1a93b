import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { CopyValue } from './projector.js';

/** Text handed to COPY at a time: large enough to keep its stream busy, small enough to stay bounded. */
const CHUNK_CHARS = 1 << 20;

/**
 * Copies rows into a table with COPY FROM STDIN on this connection (in its transaction, if one is
 * open), turning them into COPY's text a chunk at a time as the stream asks, so a table of millions of
 * rows never stands in memory as text. Answers how many rows went in.
 */
export async function copyRows(
  client: PoolClient,
  table: string,
  columns: readonly string[],
  rows: Iterable<readonly CopyValue[]>,
): Promise<number> {
  let count = 0;
  function* chunks(): Generator<string> {
    let text = '';
    for (const row of rows) {
      text += copyLine(row);
      count++;
      if (text.length >= CHUNK_CHARS) {
        yield text;
        text = '';
      }
    }
    if (text !== '') yield text;
  }
  await pipeline(
    Readable.from(chunks(), { objectMode: false }),
    client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`)),
  );
  return count;
}

/** COPY's text format: a line a row, tab-separated, \N for null, backslash escapes. */
export function copyLine(row: readonly CopyValue[]): string {
  let line = '';
  for (let i = 0; i < row.length; i++) {
    const value = row[i];
    line += value === null ? '\\N' : escapeCopy(String(value));
    line += i === row.length - 1 ? '\n' : '\t';
  }
  return line;
}

const SPECIAL = /[\\\t\n\r]/;
const EVERY_SPECIAL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
/** Most values (dates, ids, times) have nothing to escape: they are looked at, not rewritten. */
const escapeCopy = (text: string) =>
  SPECIAL.test(text) ? text.replace(EVERY_SPECIAL, (c) => ESCAPES[c]) : text;
