import pg, { type PoolClient, type QueryConfig } from 'pg';
import type { EntityManager } from 'typeorm';
import { comparePositions, type GlobalPosition, type RecordedEvent, START } from '../event-store.port.js';
import type { UpcasterChain } from '../upcasters.js';

type Connection = Pick<PoolClient, 'query'>;

/**
 * Reads the PostgreSQL event log for a rebuild, faster than the live `readAll`: a read-only cursor
 * (no transaction id, so it holds back no live reader), bounded by the horizon of the moment the
 * read starts (every transaction below it has ended, so nothing can still appear before a position
 * read), fetched a page ahead so the server produces the next page while this process converts the
 * last. Columns come as the server prints them, as COPY would, and each event converts a field only
 * when it is read.
 *
 * A cursor's snapshot keeps every row version deleted after it from being pruned, in every table:
 * held for a whole rebuild it let the read models' small, often-updated tables (a day's figures, a
 * tally) pile up hundreds of thousands of dead versions, and each update of them slow down with it.
 * So a cursor reads a few pages only, then ends, and the next one opens where it stopped, in a new
 * snapshot, below the same horizon (the events there are final: the same rows, in the same order).
 */
export class PostgresLogReader {
  constructor(
    private readonly upcasters: UpcasterChain,
    /** Pages one snapshot reads before the next one takes over. */
    private readonly pagesPerSnapshot = 8,
  ) {}

  /**
   * Pages of up to `pageSize` events of these types after `after`, in log order, up to the horizon
   * of the moment it starts. Runs transactions on `client` until the pages are all read or it stops.
   */
  async *pages(
    client: Connection,
    options: { after: GlobalPosition; types: readonly string[]; pageSize: number },
  ): AsyncGenerator<RecordedEvent[]> {
    const { rows } = await client.query<{ horizon: string }>(
      'SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon',
    );
    const horizon = rows[0].horizon;
    let after = options.after;
    for (;;) {
      let read = 0;
      let last: LogRow | undefined;
      for await (const page of this.cursorPages(client, after, horizon, options)) {
        read++;
        last = page[page.length - 1];
        yield page.map((row) => this.toRecorded(row));
      }
      // A snapshot that read fewer pages than it may reached the horizon.
      if (!last || read < this.pagesPerSnapshot) return;
      after = { commit: BigInt(last[0]), prepare: BigInt(last[1]) };
    }
  }

  /** Up to pagesPerSnapshot full pages (or the last, shorter one) of one cursor, in its own snapshot. */
  private async *cursorPages(
    client: Connection,
    after: GlobalPosition,
    horizon: string,
    options: { types: readonly string[]; pageSize: number },
  ): AsyncGenerator<LogRow[]> {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    let open = true;
    const end = async () => {
      if (!open) return;
      open = false;
      await client.query('ROLLBACK');
    };
    try {
      // The horizon goes in as a value: as a condition of the scan, the snapshot function would run for every row.
      await client.query(
        `DECLARE log_pages NO SCROLL CURSOR FOR SELECT ${COLUMNS} FROM events
         WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
           AND transaction_id < $3::text::xid8 AND type = ANY ($4::text[])
         ORDER BY events.transaction_id, events.global_position`,
        [String(after.commit), String(after.prepare), horizon, options.types],
      );
      const fetch = () => {
        const page = client.query<LogRow>(raw(`FETCH ${options.pageSize} FROM log_pages`));
        page.catch(() => undefined); // awaited below; a stop before then must not leave it unhandled
        return page;
      };
      let next = fetch();
      for (let fetched = 1; ; fetched++) {
        const page = (await next).rows;
        const more = page.length === options.pageSize && fetched < this.pagesPerSnapshot;
        if (!more) {
          // The snapshot ends before its last page is applied.
          await end();
          if (page.length > 0) yield page;
          return;
        }
        next = fetch();
        yield page;
      }
    } finally {
      await end();
    }
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
    return new LoggedEvent(row, this.upcasters);
  }
}

/**
 * A recorded event over its row, converting each field when first read: a rebuild's projector
 * mostly reads `type` and `data`, and this saves it the rest (and the garbage) on every event.
 */
class LoggedEvent implements RecordedEvent {
  readonly id: string;
  readonly streamId: string;
  readonly type: string;
  private upcast?: { data: unknown; schemaVersion: number };
  private at?: GlobalPosition;

  constructor(
    private readonly row: LogRow,
    private readonly upcasters: UpcasterChain,
  ) {
    this.id = row[5];
    this.streamId = row[2];
    this.type = row[3];
  }

  get position(): GlobalPosition {
    this.at ??= { commit: BigInt(this.row[0]), prepare: BigInt(this.row[1]) };
    return this.at;
  }

  get streamPosition(): bigint {
    return BigInt(this.row[4]);
  }

  get data(): unknown {
    return this.upcasted().data;
  }

  get schemaVersion(): number {
    return this.upcasted().schemaVersion;
  }

  get metadata(): Record<string, unknown> {
    return JSON.parse(this.row[8]);
  }

  get createdAt(): Date {
    return parseTimestamp(this.row[9]);
  }

  private upcasted() {
    this.upcast ??= this.upcasters.upcast(this.row[3], Number(this.row[6]), JSON.parse(this.row[7]));
    return this.upcast;
  }

  toJSON() {
    const { id, streamId, streamPosition, position, type, schemaVersion, data, metadata, createdAt } = this;
    return { id, streamId, streamPosition, position, type, schemaVersion, data, metadata, createdAt };
  }
}

/** Every column as the server's text, unparsed: the events convert what is read. */
const asText = { getTypeParser: () => (value: string) => value } as unknown as QueryConfig['types'];
const raw = (text: string, values?: unknown[]): QueryConfig =>
  ({ text, values, rowMode: 'array', types: asText }) as QueryConfig;

const parseTimestamp = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ) as (text: string) => Date;

type LogRow = [string, string, string, string, string, string, string, string, string, string];

// Plain columns, printed by the server as COPY prints them; ORDER BY qualifies its columns.
const COLUMNS = `transaction_id, global_position, stream_id, type, stream_position, event_id, schema_version,
  data, metadata, created_at`;
