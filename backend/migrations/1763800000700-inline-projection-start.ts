import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One statement where an inline projection used three: take the projector's shared inline lock, read
 * its checkpoint, and mark this transaction's events applied (see inline-markers.ts). A busy session's
 * group commit spent most of its time in the round trips between them.
 */
export class InlineProjectionStart1763800000700 implements MigrationInterface {
  name = 'InlineProjectionStart1763800000700';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION start_inline_projection(
        p_projector text, p_version integer, p_transaction xid8, p_positions bigint[]
      ) RETURNS integer
      LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        v_version integer;
        v_table_version integer;
      BEGIN
        PERFORM pg_advisory_xact_lock_shared(hashtext('inline:' || p_projector));
        -- A VOLATILE function's next statement takes a new snapshot: under READ COMMITTED it sees a
        -- rebuild's switch that committed while this transaction waited for the lock.
        SELECT version, table_version INTO v_version, v_table_version
        FROM projection_checkpoints WHERE name = p_projector;
        IF NOT FOUND THEN
          RAISE EXCEPTION 'Projector % has no checkpoint: its engine never started', p_projector;
        END IF;
        -- Tables built by other code: a rebuild is under way and will read these events from the log.
        IF v_version <> p_version THEN
          RETURN NULL;
        END IF;
        INSERT INTO projection_inline_applied (projector, transaction_id, positions)
        VALUES (p_projector, p_transaction, p_positions)
        ON CONFLICT (projector, transaction_id)
        DO UPDATE SET positions = projection_inline_applied.positions || excluded.positions;
        RETURN v_table_version;
      END $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP FUNCTION start_inline_projection(text, integer, xid8, bigint[])');
  }
}
