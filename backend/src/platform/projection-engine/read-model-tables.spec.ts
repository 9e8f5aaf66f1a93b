import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';
import type { Projector } from './projector.js';
import { createTables, ensureTables, pointViews } from './read-model-tables.js';

/** Version 1 of a read model: a count per id, and a note per id. */
const v1: Projector = {
  name: 'gaps',
  versions: ['counts and notes'],
  eventTypes: [],
  tables: [
    { name: 'gap_counts', columns: 'id integer PRIMARY KEY, n integer NOT NULL' },
    { name: 'gap_notes', columns: 'id integer PRIMARY KEY, note text NOT NULL' },
  ],
  apply: async () => {},
};

/**
 * Version 2: the counts get a column its queries read, derived from the others (`untilRebuilt`); the
 * notes get two with defaults of their own; a table of totals is new.
 */
const v2: Projector = {
  ...v1,
  versions: ['counts and notes', 'doubled counts, a note’s mood and pin, the grand total'],
  tables: [
    {
      name: 'gap_counts',
      columns: 'id integer PRIMARY KEY, n integer NOT NULL, doubled integer NOT NULL',
      untilRebuilt: 'SELECT id, n, n * 2 AS doubled FROM {gap_counts}',
    },
    {
      name: 'gap_notes',
      columns: `id integer PRIMARY KEY, note text NOT NULL, mood text NOT NULL DEFAULT 'calm',
                pinned_at timestamptz`,
    },
    {
      name: 'gap_totals',
      columns: 'total integer NOT NULL',
      untilRebuilt: 'SELECT coalesce(sum(n), 0)::int AS total FROM {gap_counts}',
    },
  ],
};

describe('read-model tables after a deploy that raised the version, until its rebuild switches', () => {
  let db: TestDatabase;
  const rows = async (sql: string) => (await db.pool.query(sql)).rows;

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureTables(db.dataSource.manager, v1, 1);
    await db.pool.query('INSERT INTO gap_counts VALUES (1, 3), (2, 4)');
    await db.pool.query(`INSERT INTO gap_notes VALUES (1, 'early')`);
  });
  afterAll(() => db.drop());

  it('shows the new version’s columns and tables over the live ones, every time the app starts', async () => {
    // Twice: a second start finds the views already showing what the new version reads.
    for (let start = 1; start <= 2; start++) {
      await db.dataSource.transaction((manager) => ensureTables(manager, v2, 1, true));
      expect(await rows('SELECT id, n, doubled FROM gap_counts ORDER BY id')).toEqual([
        { id: 1, n: 3, doubled: 6 },
        { id: 2, n: 4, doubled: 8 },
      ]);
      expect(await rows('SELECT id, note, mood, pinned_at FROM gap_notes')).toEqual([
        { id: 1, note: 'early', mood: 'calm', pinned_at: null },
      ]);
      expect(await rows('SELECT total FROM gap_totals')).toEqual([{ total: 7 }]);
      // The live tables themselves are the previous version's, unchanged: the rebuild fills new ones.
      expect(
        await rows(
          "SELECT count(*)::int AS n FROM pg_attribute WHERE attrelid = 'gap_notes_v1'::regclass AND attnum > 0",
        ),
      ).toEqual([{ n: 2 }]);
    }
  });

  it('reads the rebuilt tables once the rebuild points the views at them', async () => {
    await db.dataSource.transaction(async (manager) => {
      await createTables(manager, v2, 2);
      await manager.query('INSERT INTO gap_counts_v2 VALUES (1, 3, 6)');
      await manager.query(`INSERT INTO gap_notes_v2 (id, note, mood) VALUES (1, 'early', 'bright')`);
      await manager.query('INSERT INTO gap_totals_v2 VALUES (3)');
      await pointViews(manager, v2, 2);
    });
    expect(await rows('SELECT id, n, doubled FROM gap_counts')).toEqual([{ id: 1, n: 3, doubled: 6 }]);
    expect(await rows('SELECT mood FROM gap_notes')).toEqual([{ mood: 'bright' }]);
    expect(await rows('SELECT total FROM gap_totals')).toEqual([{ total: 3 }]);
    // Started again on the new version, nothing is missing and nothing is redefined.
    await db.dataSource.transaction((manager) => ensureTables(manager, v2, 2));
    expect(await rows('SELECT total FROM gap_totals')).toEqual([{ total: 3 }]);
  });
});
