import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin's users list sorted by joined date, either way: a page is a range of this index (ties
 * by id, as the list breaks them), not a sort of every user.
 */
export class UsersJoinedOrder1763800001700 implements MigrationInterface {
  name = 'UsersJoinedOrder1763800001700';

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE INDEX IF NOT EXISTS users_joined ON users (created_at, id)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX IF EXISTS users_joined');
  }
}
