import { StringDecoder } from 'node:string_decoder';
import pg, { escapeLiteral, type Pool, type PoolClient, type QueryConfig } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { EntityManager } from 'typeorm';
import { comparePositions, type GlobalPosition, type RecordedEvent, START } from '../event-store.port.js';
import type { UpcasterChain } from '../upcasters.js';

type Connection = Pick<PoolClient, 'query'>;

/**
 * Reads the PostgreSQL event log for a rebuild, faster than the live `readAll`: COPY of the events
 * out, in read-only snapshots (no transaction id, so they hold back no live reader), bounded by the
 * horizon of the moment the read starts (every transaction below it has ended, so nothing can still
 * appear before a position read). The rows stream in as COPY prints them, are split here (a row's
 * fields are slices of its line, not one string each converted by the driver) and cut into pages;
 * the next page is read and its data parsed while the caller is still writing the last one. Every
 * other field of an event is converted when it is first read.
 *
 * A snapshot keeps every row version deleted after it from being pruned, in every table: held for a
 * whole rebuild it let the read models' small, often-updated tables (a day's figures, a tally) pile
 * up hundreds of thousands of dead versions, and each update of them slow down with it. So one COPY
 * reads a few pages only, then its snapshot ends, and the next opens where it stopped, below the
 * same horizon (the events there are final: the same rows, in the same order).
 */
export class PostgresLogReader {
  constructor(
    private readonly upcasters: UpcasterChain,
    /** Pages one snapshot reads before the next one takes over. */
    private readonly pagesPerSnapshot = 8,
  ) {}

  /**
   * Pages of up to `pageSize` events of these types after `after`, in log order, up to the horizon
   * of the moment it starts, on a connection of the pool's. A caller that stops before the last page
   * may leave that connection in the middle of a COPY: it is closed, not given back.
   */
  async *pages(
    pool: Pool,
    options: { after: GlobalPosition; types: readonly string[]; pageSize: number },
  ): AsyncGenerator<RecordedEvent[]> {
    const client = await pool.connect();
    let pages: AsyncGenerator<LoggedEvent[]> | undefined;
    let complete = false;
    try {
      // Taken once: as a condition of the scan, the snapshot function would run for every row.
      const { rows } = await client.query<{ horizon: string }>(
        'SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon',
      );
      const horizon = BigInt(rows[0].horizon);
      const perSnapshot = options.pageSize * this.pagesPerSnapshot;
      // COPY takes no parameters: positions are numbers, and the types are quoted as literals.
      const types = options.types.map((type) => escapeLiteral(type)).join(', ') || 'NULL';
      let after = options.after;
      for (;;) {
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        const copy = client.query(
          copyTo(
            `COPY (SELECT ${COLUMNS} FROM events
               WHERE (transaction_id, global_position) > ('${after.commit}'::xid8, ${after.prepare})
                 AND transaction_id < '${horizon}'::xid8
                 AND type = ANY (ARRAY[${types}]::text[])
               ORDER BY events.transaction_id, events.global_position LIMIT ${perSnapshot}) TO STDOUT`,
          ),
        );
        pages = this.split(copy, options.pageSize);
        let read = 0;
        let last: LoggedEvent | undefined;
        let lastPage: LoggedEvent[] | undefined;
        let next = pages.next();
        for (;;) {
          const page = await next;
          if (page.done) break;
          read += page.value.length;
          last = page.value[page.value.length - 1];
          next = pages.next();
          next.catch(() => undefined); // awaited above; a stop before then must not leave it unhandled
          if (read === perSnapshot || page.value.length < options.pageSize) {
            // The snapshot's last page: the snapshot ends before the caller applies it.
            lastPage = page.value;
            await next;
            break;
          }
          yield page.value;
        }
        await client.query('ROLLBACK');
        if (lastPage) yield lastPage;
        // A snapshot that read fewer events than it may reached the horizon.
        if (!last || read < perSnapshot) break;
        after = last.position;
      }
      complete = true;
    } finally {
      client.release(!complete);
      if (!complete) void pages?.return(undefined).catch(() => undefined);
    }
  }

  /**
   * COPY's text lines as pages of events, each event's data parsed as its page fills. The stream's
   * chunks are gathered into blocks of half a megabyte before they become text: an event keeps a
   * slice of its block, and a block that large is never copied by the garbage collector's young
   * generation, which would otherwise copy every chunk a page's events still hold, several times.
   */
  private async *split(copy: AsyncIterable<Buffer>, pageSize: number): AsyncGenerator<LoggedEvent[]> {
    const utf8 = new StringDecoder('utf8');
    let rest = '';
    let page: LoggedEvent[] = [];
    let chunks: Buffer[] = [];
    let bytes = 0;
    const lines = function* (block: string) {
      const text = rest + block;
      let start = 0;
      for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
        yield text.slice(start, end);
        start = end + 1;
      }
      rest = text.slice(start);
    };
    const events = function* (this: PostgresLogReader, block: string) {
      for (const line of lines(block)) yield copiedEvent(line, this.upcasters).decoded();
    }.bind(this);
    const blocks = async function* () {
      for await (const chunk of copy) {
        chunks.push(chunk);
        bytes += chunk.length;
        if (bytes < BLOCK_BYTES) continue;
        yield utf8.write(Buffer.concat(chunks, bytes));
        chunks = [];
        bytes = 0;
      }
      yield utf8.write(Buffer.concat(chunks, bytes)) + utf8.end();
    };
    for await (const block of blocks()) {
      for (const event of events(block)) {
        page.push(event);
        if (page.length === pageSize) {
          yield page;
          page = [];
        }
      }
    }
    if (rest !== '') throw new Error('The event log COPY ended in the middle of a row');
    if (page.length > 0) yield page;
  }

  /**
   * For a rebuild's switch, in its transaction: every committed event of these types after `after`,
   * with no horizon (the inline lock it holds means no inline writer is still open before them), and
   * the newest position below the horizon, up to which the log is final.
   */
  async remaining(
    db: EntityManager,
    after: GlobalPosition,
    types: readonly string[],
  ): Promise<{ events: RecordedEvent[]; finalUpTo: GlobalPosition }> {
    if (!db.queryRunner) throw new Error('remaining() reads within a transaction');
    const client = (await db.queryRunner.connect()) as Connection;
    const head = await client.query<{ commit: string; prepare: string }>(
      `WITH bound AS (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin)
       SELECT transaction_id::text AS commit, global_position::text AS prepare FROM events, bound
       WHERE transaction_id < bound.xmin ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
    );
    const { rows } = await client.query<LogRow>(
      raw(
        `SELECT ${COLUMNS} FROM events
         WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint) AND type = ANY ($3::text[])
         ORDER BY events.transaction_id, events.global_position`,
        [String(after.commit), String(after.prepare), types],
      ),
    );
    const top = head.rows[0];
    const headPosition = top ? { commit: BigInt(top.commit), prepare: BigInt(top.prepare) } : START;
    return {
      events: rows.map((row) => this.toRecorded(row)),
      finalUpTo: comparePositions(headPosition, after) > 0 ? headPosition : after,
    };
  }

  private toRecorded(row: LogRow): RecordedEvent {
    return new RowEvent(row, this.upcasters);
  }
}

/**
 * A recorded event over its row, converting each field when first read: a rebuild's projector
 * mostly reads `type` and `data`, and this saves it the rest (and the garbage) on every event.
 */
abstract class LoggedEvent implements RecordedEvent {
  readonly type: string;
  private upcast?: { data: unknown; schemaVersion: number };
  private at?: GlobalPosition;

  constructor(
    private readonly upcasters: UpcasterChain,
    type: string,
  ) {
    this.type = type;
  }

  /** A column as the server printed it, in the order of COLUMNS. */
  protected abstract field(index: number): string;

  get id(): string {
    return this.field(5);
  }

  get streamId(): string {
    return this.field(2);
  }

  get position(): GlobalPosition {
    this.at ??= { commit: BigInt(this.field(0)), prepare: BigInt(this.field(1)) };
    return this.at;
  }

  get streamPosition(): bigint {
    return BigInt(this.field(4));
  }

  get data(): unknown {
    return this.upcasted().data;
  }

  get schemaVersion(): number {
    return this.upcasted().schemaVersion;
  }

  get metadata(): Record<string, unknown> {
    return JSON.parse(this.field(8));
  }

  get createdAt(): Date {
    return parseTimestamp(this.field(9));
  }

  /** Parses and upcasts the data now rather than when first read. */
  decoded(): this {
    this.upcasted();
    return this;
  }

  private upcasted() {
    this.upcast ??= this.upcasters.upcast(this.type, Number(this.field(6)), JSON.parse(this.field(7)));
    return this.upcast;
  }

  toJSON() {
    const { id, streamId, streamPosition, position, type, schemaVersion, data, metadata, createdAt } = this;
    return { id, streamId, streamPosition, position, type, schemaVersion, data, metadata, createdAt };
  }
}

/** An event over a row the driver read, one string a column. */
class RowEvent extends LoggedEvent {
  constructor(
    private readonly row: LogRow,
    upcasters: UpcasterChain,
  ) {
    super(upcasters, row[3]);
  }

  protected field(index: number): string {
    return this.row[index];
  }
}

/**
 * An event over a line of COPY's text format that needs no unescaping (see copiedEvent): it keeps
 * the line and where its tabs are, and cuts a column out when one is read.
 */
class LineEvent extends LoggedEvent {
  constructor(
    private readonly line: string,
    private readonly tabs: readonly number[],
    upcasters: UpcasterChain,
  ) {
    super(upcasters, line.slice(tabs[2] + 1, tabs[3]));
  }

  protected field(index: number): string {
    return this.line.slice(
      index === 0 ? 0 : this.tabs[index - 1] + 1,
      index === 9 ? undefined : this.tabs[index],
    );
  }
}

/** Every column as the server's text, unparsed: the events convert what is read. */
const asText = { getTypeParser: () => (value: string) => value } as unknown as QueryConfig['types'];
const raw = (text: string, values?: unknown[]): QueryConfig =>
  ({ text, values, rowMode: 'array', types: asText }) as QueryConfig;

const parseTimestamp = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ) as (text: string) => Date;

/** Large enough to be allocated outside V8's young generation as text (above 128 KiB). */
const BLOCK_BYTES = 512 * 1024;

type LogRow = [string, string, string, string, string, string, string, string, string, string];

/**
 * An event from a line of COPY's text format: ten tab-separated columns, none ever null. COPY
 * escapes a backslash and the control characters \b \f \n \r \t \v with a backslash; a line
 * with none (the usual) is read in place, the others are split and unescaped.
 */
function copiedEvent(line: string, upcasters: UpcasterChain): LoggedEvent {
  if (line.includes('\\')) {
    const fields = line.split('\t') as LogRow;
    if (fields.length !== 10) throw new Error(`The event log COPY gave a row of ${fields.length} fields`);
    return new RowEvent(fields.map((field) => field.replace(COPY_ESCAPE, unescapeCopy)) as LogRow, upcasters);
  }
  const tabs: number[] = [];
  for (let at = line.indexOf('\t'); at >= 0; at = line.indexOf('\t', at + 1)) tabs.push(at);
  if (tabs.length !== 9) throw new Error(`The event log COPY gave a row of ${tabs.length + 1} fields`);
  return new LineEvent(line, tabs, upcasters);
}

const COPY_ESCAPE = /\\(.)/g;
const COPY_ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };
const unescapeCopy = (_: string, c: string) => COPY_ESCAPES[c] ?? c;

// Plain columns, printed by the server as COPY prints them; ORDER BY qualifies its columns.
const COLUMNS = `transaction_id, global_position, stream_id, type, stream_position, event_id, schema_version,
  data, metadata, created_at`;
