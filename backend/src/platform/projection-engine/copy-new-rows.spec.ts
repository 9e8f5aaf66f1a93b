import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';
import { COPY_FROM_ROWS, type CopyValue, copyNewRows } from './copy-new-rows.js';

describe('copyNewRows', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
    await db.pool.query(
      'CREATE TABLE copied (id integer PRIMARY KEY, label text, flag boolean, at timestamptz, n integer)',
    );
  });

  afterAll(async () => {
    await db.drop();
  });

  beforeEach(async () => {
    await db.pool.query('TRUNCATE copied');
  });

  const rowsFrom = (first: number, count: number): CopyValue[][] =>
    Array.from({ length: count }, (_, i) => [
      first + i,
      `row ${first + i}\twith a tab,\na line break, \\N, a back\\slash\r and é 🧘`,
      i % 2 === 0,
      i % 3 === 0 ? null : '2026-11-24T10:00:00.000Z',
      null,
    ]);
  const stored = async () =>
    (
      await db.pool.query<{ id: number; label: string; flag: boolean; at: Date | null; n: number | null }>(
        'SELECT id, label, flag, at, n FROM copied ORDER BY id',
      )
    ).rows;
  const columns = ['id', 'label', 'flag', 'at', 'n'];

  it('copies new rows in, every character as given, without the other write', async () => {
    const rows = rowsFrom(1, COPY_FROM_ROWS);
    let otherwise = 0;
    await db.dataSource.transaction((manager) =>
      copyNewRows(manager, 'copied', columns, rows, async () => {
        otherwise += 1;
      }),
    );
    expect(otherwise).toBe(0);
    const read = await stored();
    expect(read).toHaveLength(COPY_FROM_ROWS);
    expect(read.slice(0, 3)).toEqual(
      rows.slice(0, 3).map(([id, label, flag, at]) => ({
        id,
        label,
        flag,
        at: at === null ? null : new Date(at as string),
        n: null,
      })),
    );
  });

  it('undoes the copy when a row is stored already, and the other write writes them in the same transaction', async () => {
    await db.pool.query("INSERT INTO copied (id, label, flag) VALUES (500, 'stored before', false)");
    const rows = rowsFrom(1, COPY_FROM_ROWS);
    await db.dataSource.transaction(async (manager) => {
      await copyNewRows(manager, 'copied', columns, rows, async () => {
        // As a projector's upsert would: the stored row keeps its label, the others are written.
        await manager.query(
          `INSERT INTO copied (id, label, flag, n)
           SELECT id, 'upserted', true, 1 FROM unnest($1::int[]) AS id
           ON CONFLICT (id) DO UPDATE SET n = 2`,
          [rows.map((row) => row[0])],
        );
      });
      await manager.query("INSERT INTO copied (id, label) VALUES (0, 'after, in the same transaction')");
    });
    const read = await stored();
    expect(read).toHaveLength(COPY_FROM_ROWS + 1);
    expect(read.find((row) => row.id === 500)).toMatchObject({ label: 'stored before', n: 2 });
    expect(read.filter((row) => row.n === 1)).toHaveLength(COPY_FROM_ROWS - 1);
    expect(read[0]).toMatchObject({ id: 0, label: 'after, in the same transaction' });
  });

  it('leaves fewer rows than are worth a COPY to the other write', async () => {
    let otherwise = 0;
    await db.dataSource.transaction((manager) =>
      copyNewRows(manager, 'copied', columns, rowsFrom(1, COPY_FROM_ROWS - 1), async () => {
        otherwise += 1;
      }),
    );
    expect(otherwise).toBe(1);
    expect(await stored()).toEqual([]);
  });
});
