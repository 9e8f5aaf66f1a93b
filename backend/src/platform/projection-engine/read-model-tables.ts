import type { EntityManager } from 'typeorm';
import type { ProjectionTarget, Projector, ReadModelTable } from './projector.js';

/** `session_registration` version 3 is the table `session_registration_v3`. */
export function physicalTable(name: string, tableVersion: number): string {
  return `${name}_v${tableVersion}`;
}

export function projectionTarget(
  db: EntityManager,
  projector: Projector,
  tableVersion: number,
): ProjectionTarget {
  const names = new Set(projector.tables.map((t) => t.name));
  return {
    db,
    table(name: string) {
      if (!names.has(name)) throw new Error(`${projector.name} declares no table ${name}`);
      return physicalTable(name, tableVersion);
    },
  };
}

/** Creates a version's tables with their primary keys only: a bulk load is faster without secondary indexes. */
export async function createTables(db: EntityManager, projector: Projector, tableVersion: number) {
  for (const table of projector.tables) {
    await db.query(
      `CREATE TABLE IF NOT EXISTS ${physicalTable(table.name, tableVersion)} (${table.columns})`,
    );
  }
}

/**
 * Creates a version's tables bare, as a rebuild's in-memory fold fills them: the declared columns,
 * defaults and checks, without the primary key and unique constraints, which `addKeys` builds once the
 * rows are in (one sort, where a key kept while loading is updated row by row).
 */
export async function createBareTables(db: EntityManager, projector: Projector, tableVersion: number) {
  for (const table of projector.tables) {
    await withDeclaredTable(db, table, (declared) =>
      db.query(
        `CREATE TABLE IF NOT EXISTS ${physicalTable(table.name, tableVersion)}
           (LIKE ${declared} INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`,
      ),
    );
  }
}

/** Adds the primary keys and unique constraints the projector's tables declare to a version's bare tables. */
export async function addKeys(db: EntityManager, projector: Projector, tableVersion: number) {
  for (const table of projector.tables) {
    const keys = await withDeclaredTable(db, table, async (declared) => {
      const rows: { key: string }[] = await db.query(
        `SELECT pg_get_constraintdef(oid) AS key FROM pg_constraint
         WHERE conrelid = $1::regclass AND contype IN ('p', 'u') ORDER BY contype, conname`,
        [declared],
      );
      return rows.map((row) => row.key);
    });
    if (keys.length === 0) continue;
    await db.query(
      `ALTER TABLE ${physicalTable(table.name, tableVersion)} ${keys.map((key) => `ADD ${key}`).join(', ')}`,
    );
  }
}

/**
 * The table as declared, made for a moment as a temporary table of this session, then dropped (should
 * `use` fail, the transaction it is in goes back, and the table with it).
 */
async function withDeclaredTable<T>(
  db: EntityManager,
  table: ReadModelTable,
  use: (name: string) => Promise<T>,
): Promise<T> {
  const declared = `pg_temp.declared_${table.name}`;
  await db.query(`DROP TABLE IF EXISTS ${declared}`);
  await db.query(`CREATE TEMPORARY TABLE ${declared.slice('pg_temp.'.length)} (${table.columns})`);
  const result = await use(declared);
  await db.query(`DROP TABLE ${declared}`);
  return result;
}

export async function createIndexes(db: EntityManager, projector: Projector, tableVersion: number) {
  for (const table of projector.tables) {
    const physical = physicalTable(table.name, tableVersion);
    for (const [i, index] of (table.indexes ?? []).entries()) {
      const [columns, carried] = index.split(/\s+INCLUDE\s+/i);
      await db.query(
        `CREATE INDEX IF NOT EXISTS ${physical}_i${i + 1} ON ${physical} (${columns})${carried ? ` INCLUDE ${carried}` : ''}`,
      );
    }
  }
}

/** Points each read-model name at a version's tables; readers of the name see the switch atomically. */
export async function pointViews(db: EntityManager, projector: Projector, tableVersion: number) {
  for (const table of projector.tables) {
    await db.query(`DROP VIEW IF EXISTS ${table.name}`);
    await db.query(`CREATE VIEW ${table.name} AS SELECT * FROM ${physicalTable(table.name, tableVersion)}`);
  }
}

/** Drops every version of the projector's tables except the ones kept. */
export async function dropTablesExcept(db: EntityManager, projector: Projector, keep: readonly number[]) {
  for (const table of projector.tables) {
    for (const physical of await tableVersions(db, table)) {
      if (!keep.some((v) => physicalTable(table.name, v) === physical)) {
        await db.query(`DROP TABLE IF EXISTS ${physical}`);
      }
    }
  }
}

async function tableVersions(db: EntityManager, table: ReadModelTable): Promise<string[]> {
  const rows: { name: string }[] = await db.query(
    `SELECT c.relname AS name FROM pg_class c
     WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace
       AND c.relname ~ ('^' || $1 || '_v[0-9]+$')`,
    [table.name],
  );
  return rows.map((r) => r.name);
}

/**
 * The tables and view of the current version exist: a new read model gets them on first start. Where
 * a deploy raised the projector's version (`outdated`), its readers already run the new version's
 * queries while the rebuild fills the new tables, and read the previous version's until it switches
 * them over. So that those queries find what they ask for meanwhile: a table the new version adds is
 * its `untilRebuilt` query over the live tables, and a table it gives new columns shows the live table
 * with those columns added, each at its declared default (NULL without one), or as its `untilRebuilt`.
 */
export async function ensureTables(
  db: EntityManager,
  projector: Projector,
  tableVersion: number,
  outdated = false,
) {
  await createTables(db, projector, tableVersion);
  await createIndexes(db, projector, tableVersion);
  const live = (name: string) => projectionTarget(db, projector, tableVersion).table(name);
  for (const table of projector.tables) {
    const [{ exists }] = await db.query('SELECT to_regclass($1) IS NOT NULL AS exists', [table.name]);
    const missing = outdated ? await columnsMissing(db, table, exists ? table.name : live(table.name)) : [];
    if (exists && missing.length === 0) continue;
    const rows =
      outdated && table.untilRebuilt
        ? table.untilRebuilt.replace(/\{(\w+)\}/g, (_, name: string) => live(name))
        : `SELECT *${missing.map((column) => `, ${column.value} AS ${column.name}`).join('')}
             FROM ${live(table.name)}`;
    await db.query(`DROP VIEW IF EXISTS ${table.name}`);
    await db.query(`CREATE VIEW ${table.name} AS ${rows}`);
  }
}

interface MissingColumn {
  readonly name: string;
  /** Its declared default cast to its type, or a typed NULL. */
  readonly value: string;
}

/** The columns a table declares that a relation (the live table, or the view over it) lacks. */
function columnsMissing(
  db: EntityManager,
  table: ReadModelTable,
  relation: string,
): Promise<MissingColumn[]> {
  return withDeclaredTable(db, table, (declared) =>
    db.query(
      `SELECT quote_ident(a.attname) AS name,
              '(' || coalesce(pg_get_expr(d.adbin, d.adrelid), 'NULL') || ')::' ||
                format_type(a.atttypid, a.atttypmod) AS value
         FROM pg_attribute a
         LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
        WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped
          AND NOT EXISTS (SELECT 1 FROM pg_attribute l
                           WHERE l.attrelid = $2::regclass AND l.attname = a.attname AND NOT l.attisdropped)
        ORDER BY a.attnum`,
      [declared, relation],
    ),
  );
}
