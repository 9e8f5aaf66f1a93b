import connectPgSimple from 'connect-pg-simple';
import type { Request } from 'express';
import session from 'express-session';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { UserEntity } from '../user.entity.js';

/** What the session's one lookup found besides the session: its user's row, null when gone. */
export type SessionUserLookup = UserEntity | null;

/** Rides on the stored session object from `get` to `createSession`; a symbol is never saved back. */
const LOOKUP = Symbol('sessionUserLookup');

declare global {
  namespace Express {
    interface Request {
      /** Set while the session loads: the signed-in user's row, read with it. */
      sessionUserLookup?: SessionUserLookup;
    }
  }
}

type StoredSession = session.SessionData & { [LOOKUP]?: SessionUserLookup };

/** Marks a request's session as loaded from the store (not new): see `set`. Never saved either. */
const LOADED = Symbol('loadedFromStore');

type RequestSession = session.SessionData & { [LOADED]?: true };

const PgStore = connectPgSimple(session);

/** A rolling session's expiry moves on at most once a minute: the idle timeout is days, not seconds. */
const TOUCH_INTERVAL_MS = 60_000;
const TOUCHES_REMEMBERED = 10_000;
/** connect-pg-simple's expiry for a session whose cookie has none (ours always has one). */
const ONE_DAY_MS = 86_400_000;

/**
 * connect-pg-simple, with three changes:
 * - loading a session also reads its user's row in the same statement: every signed-in API call
 *   needs both (the session-user middleware), and one round trip instead of two is most of what a
 *   read costs this app under load;
 * - a session's expiry is written at most once a minute;
 * - a session a request loaded is saved back only while it still exists (`set`).
 */
export class SessionWithUserStore extends PgStore {
  private readonly lookupSql: string;
  /** When this process last wrote each session's expiry (a save or a touch). */
  private readonly touchedAt = new Map<string, number>();
  private readonly hydrateUser: (row: Record<string, unknown>) => UserEntity | null;

  constructor(
    private readonly pool: Pool,
    dataSource: DataSource,
    options: Omit<connectPgSimple.PGStoreOptions, 'pool' | 'tableName'>,
  ) {
    super({ ...options, pool, tableName: 'sessions' });
    // The user's columns as TypeORM selects them (not the password hash), hydrated as TypeORM would.
    const metadata = dataSource.getMetadata(UserEntity);
    const columns = metadata.columns.filter((column) => column.isSelect);
    const { driver } = dataSource;
    this.lookupSql = `SELECT s.sess,
        ${columns.map((c, i) => `u.${driver.escape(c.databaseName)} AS u${i}`).join(', ')}
      FROM sessions s
      LEFT JOIN users u ON u.id = CASE WHEN s.sess->>'userId' ~ '^[0-9a-fA-F-]{36}$'
                                       THEN (s.sess->>'userId')::uuid END
      WHERE s.sid = $1 AND s.expire >= to_timestamp($2)`;
    this.hydrateUser = (row) => {
      if (row.u0 === null) return null;
      const user = new UserEntity();
      columns.forEach((column, i) => {
        column.setEntityValue(user, driver.prepareHydratedValue(row[`u${i}`], column));
      });
      return user;
    };
  }

  override get(sid: string, done: (error: unknown, session?: session.SessionData | null) => void): void {
    this.readWithUser(sid).then(
      (stored) => done(null, stored),
      (error) => done(error),
    );
  }

  private async readWithUser(sid: string): Promise<StoredSession | null> {
    // Prepared on each connection: planning the join took longer than running it (0.1 ms against
    // 0.04), on every signed-in request.
    const { rows } = await this.pool.query({
      name: 'session_with_user',
      text: this.lookupSql,
      values: [sid, Math.ceil(Date.now() / 1000)],
    });
    const row = rows[0];
    if (!row) return null;
    const stored: StoredSession = row.sess;
    stored[LOOKUP] = this.hydrateUser(row);
    return stored;
  }

  /**
   * A save writes the expiry too. A new session (a sign-in, Google's sign-in state) is inserted; one
   * a request loaded is only updated, and not at all if it is gone: a call still in flight when its
   * member signs out would otherwise write the destroyed session back, and sign them in again.
   */
  override set(sid: string, data: RequestSession, done?: (error?: unknown) => void): void {
    this.rememberTouch(sid, Date.now());
    if (!data[LOADED]) {
      super.set(sid, data, done);
      return;
    }
    const expires = data.cookie?.expires ? new Date(data.cookie.expires) : new Date(Date.now() + ONE_DAY_MS);
    this.pool
      .query('UPDATE sessions SET sess = $1, expire = to_timestamp($2) WHERE sid = $3', [
        data,
        Math.ceil(expires.getTime() / 1000),
        sid,
      ])
      .then(
        () => done?.(),
        (error) => done?.(error),
      );
  }

  /**
   * express-session touches the store on every request of a rolling session: an UPDATE per API
   * call. Within a minute of the last write of a session's expiry, this process skips it (the
   * cookie still rolls).
   */
  override touch(sid: string, data: session.SessionData, done?: () => void): void {
    const now = Date.now();
    if (now - (this.touchedAt.get(sid) ?? Number.NEGATIVE_INFINITY) < TOUCH_INTERVAL_MS) {
      done?.();
      return;
    }
    this.rememberTouch(sid, now);
    super.touch(sid, data, done);
  }

  private rememberTouch(sid: string, at: number): void {
    if (this.touchedAt.size >= TOUCHES_REMEMBERED) this.touchedAt.clear();
    this.touchedAt.set(sid, at);
  }

  /** express-session builds the request's session from what `get` answered: hand the lookup over. */
  override createSession(request: Request, stored: StoredSession): session.Session & session.SessionData {
    request.sessionUserLookup = stored[LOOKUP];
    const loaded: session.Session & RequestSession = super.createSession(request, stored);
    loaded[LOADED] = true;
    return loaded;
  }
}
