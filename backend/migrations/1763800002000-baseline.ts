import { ATTENDANCE_STATUSES, isAttended } from '@sadhana/rules/attendance';
import PgBoss from 'pg-boss';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The practices whose learning a user's record keeps, each in five columns. */
const LEARNED_PRACTICES = [
  'shambhavi',
  'angamardana',
  'yogasanas',
  'surya_kriya',
  'surya_shakti',
  'bhuta_shuddhi',
];

/**
 * - sadhana_session_starts_at(date): when that date's session starts, from the practices table, on
 *   the studio's clock (America/New_York), null when there is no session that day;
 * - sadhana_session_started(date, now): whether it has begun at `now`. A session on an earlier
 *   Eastern day has, one on a later day has not; only today's asks the practices table.
 * Made by the baseline, dropped by BegunSessionsByDate1764300000000 (whose down() makes them again).
 */
export const SESSION_BEGUN_FUNCTIONS = [
  `CREATE FUNCTION sadhana_session_starts_at(session_date date) RETURNS timestamptz
   LANGUAGE sql STABLE AS $$
     SELECT (session_date + p.start_time::time) AT TIME ZONE 'America/New_York'
     FROM practices p WHERE p.day_of_week = extract(dow FROM session_date)::int
   $$`,
  `CREATE FUNCTION sadhana_session_started(session_date date, now timestamptz) RETURNS boolean
   LANGUAGE sql STABLE AS $$
     SELECT CASE
       WHEN session_date < (now AT TIME ZONE 'America/New_York')::date THEN true
       WHEN session_date > (now AT TIME ZONE 'America/New_York')::date THEN false
       ELSE sadhana_session_starts_at(session_date) <= now
     END
   $$`,
] as const;

/**
 * The schema the app launches with, made directly: before launch 22 migrations built it step by step
 * (git history has them), and later ones restated earlier functions whole. Parts, in the order made:
 * the event store, the projection engine, accounts, practice sessions, membership and fees, jobs and
 * mails. It builds exactly the schema that chain built (same names, same column order), so every
 * database is alike whichever way it was made.
 *
 * Read models live in versioned tables behind views: a rebuild fills `<name>_v<n+1>` while readers and
 * live projectors use `_v<n>`, then re-points the view in one short transaction (see Replay in the
 * README). This makes version 1 of the read models that began in migrations; the engine makes the
 * others' tables on first start.
 *
 * Its name is the last migration's of that chain, `JobsAndSessionMails1763800002000`: TypeORM knows a
 * migration as run by its name alone, so on a database that ran the whole chain this one counts as
 * run (and the rows of the other 21, which no code lists any more, are left alone), while a database
 * that stopped part-way runs it and fails loudly on its first CREATE TABLE rather than being taken
 * for up to date. New migrations follow it.
 */
export class Baseline1763800002000 implements MigrationInterface {
  name = 'JobsAndSessionMails1763800002000';

  async up(db: QueryRunner): Promise<void> {
    await this.eventStore(db);
    await this.projectionEngine(db);
    await this.accounts(db);
    await this.practiceSessions(db);
    await this.membershipAndFees(db);
    await this.jobsAndMails(db);
  }

  /**
   * Not reverted: undoing the baseline is dropping the database, which also holds what the projection
   * engine made on its own (read-model tables of every version) and that a later up() would pick up
   * again with rows of events no longer there.
   */
  async down(): Promise<void> {
    throw new Error('The baseline is not reverted: drop the database and start again.');
  }

  /**
   * The PostgreSQL event store: one table of events, read in commit order, (transaction_id,
   * global_position), and only below pg_snapshot_xmin, so an event that commits late is never skipped.
   * A stream's version is its last event's position: the unique (stream_id, stream_position) index
   * refuses a second writer at a position (the adapter reports that unique violation as such), so no
   * stream row is locked or written. And the outbox, for an event store outside PostgreSQL.
   */
  private async eventStore(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE events (
        global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        stream_id text NOT NULL,
        stream_position bigint NOT NULL,
        event_id uuid NOT NULL UNIQUE,
        type text NOT NULL,
        schema_version integer NOT NULL DEFAULT 1,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT events_stream_position UNIQUE (stream_id, stream_position)
      )`);
    await db.query('CREATE INDEX events_commit_order ON events (transaction_id, global_position)');
    await db.query('CREATE INDEX events_type_commit_order ON events (type, transaction_id, global_position)');

    // Appends send no NOTIFY: a notifying transaction takes, at commit, a lock on the whole server's
    // notification queue, so every append's commit would queue behind every other's. The event store
    // wakes its own process's subscribers once an append has committed and sends other processes one
    // NOTIFY for many appends (see PostgresEventStore). Both functions answer the positions and the
    // commit time, so a caller appending in its own transaction can hand the events as stored to
    // inline projections, and `repeated` for an idempotent repeat (an event id stored already).
    //
    // append_event(): one event, in plain parameters (no arrays to print and parse) and two statements
    // in the usual case (the expected last event is there; the insert). A stream expected new is not
    // looked up: its first position's unique index refuses the insert if it exists. Only a mismatch
    // looks further: a repeat of the stored event answers where it is, anything else is a wrong
    // expected version (ES409) with the stream's version.
    await db.query(`
      CREATE FUNCTION append_event(
        p_stream text, p_expected text,
        p_id uuid, p_type text, p_schema_version integer, p_data jsonb, p_metadata jsonb
      ) RETURNS TABLE (next_version bigint, commit_position text, prepare_position bigint,
                       created_at timestamptz, repeated boolean)
      LANGUAGE plpgsql AS $$
      DECLARE
        v_after bigint;
        v_matches boolean;
      BEGIN
        IF p_expected = 'no_stream' THEN
          v_after := -1;
          v_matches := true;
        ELSIF p_expected = 'any' OR p_expected = 'stream_exists' THEN
          SELECT coalesce(max(e.stream_position), -1) INTO v_after FROM events e WHERE e.stream_id = p_stream;
          v_matches := p_expected = 'any' OR v_after >= 0;
        ELSE
          -- The expected last event must be there; a later one makes the insert below fail.
          v_after := p_expected::bigint;
          v_matches := v_after = -1 OR (v_after >= 0 AND EXISTS (
            SELECT 1 FROM events e WHERE e.stream_id = p_stream AND e.stream_position = v_after));
        END IF;
        IF v_matches THEN
          RETURN QUERY
            INSERT INTO events AS e (stream_id, stream_position, event_id, type, schema_version, data, metadata)
            VALUES (p_stream, v_after + 1, p_id, p_type, p_schema_version, p_data, p_metadata)
            ON CONFLICT (event_id) DO NOTHING
            RETURNING e.stream_position, e.transaction_id::text, e.global_position, e.created_at, false;
          IF FOUND THEN
            RETURN;
          END IF;
        END IF;
        -- Stored already (an idempotent repeat, with whichever expectation): report where it is.
        RETURN QUERY
          SELECT e.stream_position, e.transaction_id::text, e.global_position, e.created_at, true
          FROM events e WHERE e.event_id = p_id;
        IF NOT FOUND THEN
          SELECT coalesce(max(e.stream_position), -1) INTO v_after FROM events e WHERE e.stream_id = p_stream;
          RAISE EXCEPTION 'wrong expected version' USING ERRCODE = 'ES409', DETAIL = v_after::text;
        END IF;
      END
      $$`);
    // append_events(): several events of one stream in one round trip. An event id stored already is
    // skipped by the insert (ON CONFLICT on its unique index), not looked up before it: a whole repeat
    // answers where the stored events are, a partial one fails (ES400).
    await db.query(`
      CREATE FUNCTION append_events(
        p_stream text, p_expected text,
        p_ids uuid[], p_types text[], p_schema_versions integer[], p_data jsonb[], p_metadata jsonb[]
      ) RETURNS TABLE (next_version bigint, commit_position text, prepare_position bigint,
                       global_positions bigint[], created_at timestamptz, repeated boolean)
      LANGUAGE plpgsql AS $$
      DECLARE
        v_count integer := cardinality(p_ids);
        v_current bigint;
        v_matches boolean;
        v_inserted integer;
        v_positions bigint[];
      BEGIN
        IF p_expected IN ('no_stream', '-1') THEN
          -- The first position's unique index refuses the insert if the stream exists.
          v_current := -1;
          v_matches := true;
        ELSIF p_expected ~ '^[0-9]+$' THEN
          -- The expected last event must be there; a later one makes the insert below fail.
          v_current := p_expected::bigint;
          v_matches := EXISTS (SELECT 1 FROM events e
                               WHERE e.stream_id = p_stream AND e.stream_position = v_current);
        ELSE
          SELECT coalesce(max(e.stream_position), -1) INTO v_current FROM events e WHERE e.stream_id = p_stream;
          v_matches := p_expected = 'any' OR (p_expected = 'stream_exists' AND v_current >= 0);
        END IF;
        IF NOT v_matches THEN
          -- A repeat of stored events may come with the expectation they were first appended with.
          IF (SELECT count(*) FROM events e WHERE e.event_id = ANY (p_ids)) < v_count THEN
            SELECT coalesce(max(e.stream_position), -1) INTO v_current FROM events e WHERE e.stream_id = p_stream;
            RAISE EXCEPTION 'wrong expected version' USING ERRCODE = 'ES409', DETAIL = v_current::text;
          END IF;
          v_inserted := 0;
        ELSE
          WITH inserted AS (
            INSERT INTO events (stream_id, stream_position, event_id, type, schema_version, data, metadata)
            SELECT p_stream, v_current + t.ord, t.id, t.type, t.schema_version, t.data, t.metadata
            FROM unnest(p_ids, p_types, p_schema_versions, p_data, p_metadata)
              WITH ORDINALITY AS t(id, type, schema_version, data, metadata, ord)
            ON CONFLICT (event_id) DO NOTHING
            RETURNING events.global_position, events.stream_position)
          SELECT array_agg(i.global_position ORDER BY i.stream_position), count(*)
          INTO v_positions, v_inserted FROM inserted i;
        END IF;

        IF coalesce(v_inserted, 0) = 0 THEN
          -- An idempotent repeat: report where the stored events are.
          RETURN QUERY
            SELECT e.stream_position, e.transaction_id::text, e.global_position,
                   NULL::bigint[], e.created_at, true
            FROM events e WHERE e.event_id = ANY (p_ids)
            ORDER BY e.transaction_id DESC, e.global_position DESC LIMIT 1;
          RETURN;
        ELSIF v_inserted < v_count THEN
          RAISE EXCEPTION 'some but not all of these event ids are stored already' USING ERRCODE = 'ES400';
        END IF;
        RETURN QUERY
          SELECT v_current + v_count, pg_current_xact_id()::text, v_positions[v_count],
                 v_positions, now(), false;
      END
      $$`);

    // With an event store outside PostgreSQL (KurrentDB), events are first written here, in the same
    // transaction as the ordinary-table change they record; the outbox relay appends them to the event
    // store (idempotently, by event id) and deletes them. Each keeps the stream position it was decided
    // at, so the relay appends a stream's waiting events with that expected version: one append,
    // exactly once, without reading the stream (rows without one: the relay reads the stream). Unused
    // with the PostgreSQL event store.
    await db.query(`CREATE TABLE event_outbox (
        sequence bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        stream_id text NOT NULL,
        event_id uuid NOT NULL UNIQUE,
        type text NOT NULL,
        schema_version integer NOT NULL DEFAULT 1,
        data jsonb NOT NULL, metadata jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        stream_position bigint
      )`);
    await db.query('CREATE INDEX event_outbox_stream ON event_outbox (stream_id, sequence)');
  }

  /**
   * Each projector's checkpoint (its version, the version of the tables it writes, and how far it has
   * read), a rebuild's own checkpoint while it runs, and the markers of events applied inline on
   * PostgreSQL, in the transaction that appended them.
   */
  private async projectionEngine(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE projection_checkpoints (
        name text PRIMARY KEY,
        version integer NOT NULL,
        commit_position bigint NOT NULL DEFAULT 0, prepare_position bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now(),
        table_version integer NOT NULL DEFAULT 1
      )`);
    await db.query(`CREATE TABLE projection_rebuilds (
        name text PRIMARY KEY, version integer NOT NULL, table_version integer NOT NULL,
        commit_position bigint NOT NULL DEFAULT 0, prepare_position bigint NOT NULL DEFAULT 0,
        started_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE TABLE projection_inline_applied (
        projector text NOT NULL,
        transaction_id xid8 NOT NULL,
        positions bigint[] NOT NULL,
        PRIMARY KEY (projector, transaction_id)
      )`);
    // One statement where an inline projection would use three: take the projector's shared inline
    // lock, read its checkpoint, and mark this transaction's events applied (see inline-markers.ts).
    // A busy session's group commit spent most of its time in the round trips between them.
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

  /**
   * Accounts: the users table, one-time tokens for password reset and email verification, the session
   * store, second factors, and the member_summary and member_activity read models.
   */
  private async accounts(db: QueryRunner): Promise<void> {
    // Every field of a user's record. The practices a member has learned each have the same five
    // columns. Last, the kinds of second factor the account has on ('passkey', 'totp'), kept in the
    // transaction that changes them so loading a session knows without a query, and whether the member
    // wants session reminders (on unless they turn them off or unsubscribe).
    const practiceColumns = LEARNED_PRACTICES.map(
      (p) => `
        ${p}_learned boolean NOT NULL DEFAULT false,
        ${p}_teacher text,
        ${p}_year integer,
        ${p}_frequency text,
        ${p}_last_practice timestamptz,`,
    ).join('');
    await db.query(`CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        first_name text,
        last_name text,
        profile_image_url text,
        phone_number text,
        address text,
        emergency_contact_name text,
        emergency_contact_phone text,
        password_hash text,
        google_id text UNIQUE,
        auth_provider text NOT NULL DEFAULT 'email',
        stripe_customer_id text,
        no_isha_yoga_experience boolean NOT NULL DEFAULT false,
        goal_practices_to_learn text[],
        goal_retreat_type text,
        goal_retreat_duration text,
        goal_retreat_location text[],
        goal_retreat_location_category text,
        goal_short_term text,
        goal_mid_term text,
        goal_lifetime text,
        ${practiceColumns}
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        last_login_at timestamptz,
        deleted_at timestamptz,
        email_verified_at timestamptz,
        CONSTRAINT users_email_lower CHECK (email = lower(email)),
        second_factors text[] NOT NULL DEFAULT '{}',
        session_reminders boolean NOT NULL DEFAULT true
      )`);
    await db.query('CREATE UNIQUE INDEX users_email ON users (email)');
    // A Stripe customer belongs to one user.
    await db.query('CREATE UNIQUE INDEX users_stripe_customer_id ON users (stripe_customer_id)');
    // The admin finds a person by the start of a name or an email, among tens of thousands: prefix
    // searches (LIKE 'pat%') on the lowered columns are served by text_pattern_ops indexes, and the
    // name order by a plain index on the same expression the lists sort by (the admin's SORT_NAME;
    // users-search-indexes.spec.ts checks that the admin's own queries use these indexes). The list
    // sorted by joined date, either way, is a range of users_joined (ties by id, as the list breaks
    // them), not a sort of every user.
    const byName = "lower(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))";
    await db.query('CREATE INDEX users_email_prefix ON users (lower(email) text_pattern_ops)');
    await db.query('CREATE INDEX users_first_name_prefix ON users (lower(first_name) text_pattern_ops)');
    await db.query('CREATE INDEX users_last_name_prefix ON users (lower(last_name) text_pattern_ops)');
    await db.query(`CREATE INDEX users_full_name_prefix ON users ((${byName}) text_pattern_ops)`);
    await db.query(`CREATE INDEX users_name_order ON users ((${byName}))`);
    await db.query('CREATE INDEX users_joined ON users (created_at, id)');

    // Only a token's SHA-256 hash is stored.
    await db.query(`CREATE TABLE account_tokens (
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('password-reset', 'email-verification')),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query('CREATE INDEX account_tokens_user ON account_tokens (user_id, purpose)');

    // The table connect-pg-simple expects (its table.sql).
    await db.query(`CREATE TABLE sessions (
        sid varchar NOT NULL COLLATE "default" PRIMARY KEY,
        sess json NOT NULL,
        expire timestamp(6) NOT NULL
      )`);
    await db.query('CREATE INDEX sessions_expire ON sessions (expire)');

    // Second factors: passkeys (WebAuthn credentials: id, public key, signature counter), one TOTP
    // authenticator per account (its shared secret, on once confirmed) and single-use recovery codes
    // (SHA-256 hashes only).
    await db.query(`CREATE TABLE passkeys (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        credential_id text NOT NULL UNIQUE,
        public_key bytea NOT NULL,
        counter bigint NOT NULL DEFAULT 0,
        transports text[] NOT NULL DEFAULT '{}',
        name text NOT NULL,
        device_type text NOT NULL,
        backed_up boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      )`);
    await db.query('CREATE INDEX passkeys_user ON passkeys (user_id)');
    await db.query(`CREATE TABLE totp_authenticators (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
        secret text NOT NULL,
        confirmed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE TABLE recovery_codes (
        code_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query('CREATE INDEX recovery_codes_user ON recovery_codes (user_id)');

    // Version 1 of the read models. Their constraints keep the names they were given when these tables
    // were still called member_summary and member_activity, before read models were versioned.
    await db.query(`CREATE TABLE member_summary_v1 (
        user_id uuid CONSTRAINT member_summary_user_id_not_null NOT NULL,
        auth_method text CONSTRAINT member_summary_auth_method_not_null NOT NULL,
        joined_at timestamptz CONSTRAINT member_summary_joined_at_not_null NOT NULL,
        last_active_date date,
        active_days integer CONSTRAINT member_summary_active_days_not_null NOT NULL DEFAULT 0,
        CONSTRAINT member_summary_pkey PRIMARY KEY (user_id)
      )`);
    await db.query('CREATE VIEW member_summary AS SELECT * FROM member_summary_v1');
    await db.query(`CREATE TABLE member_activity_v1 (
        user_id uuid CONSTRAINT member_activity_user_id_not_null NOT NULL,
        active_date date CONSTRAINT member_activity_active_date_not_null NOT NULL,
        CONSTRAINT member_activity_pkey PRIMARY KEY (active_date, user_id)
      )`);
    await db.query('CREATE VIEW member_activity AS SELECT * FROM member_activity_v1');
  }

  /**
   * The weekly practices, the session_registration read model, a member's private calendar feed, and
   * the studio's rules that SQL needs.
   */
  private async practiceSessions(db: QueryRunner): Promise<void> {
    // Capacity is places per session, as the practice's PracticeCapacitySet events last set it; null,
    // the start for every practice, is unlimited. The app seeds the practices themselves.
    await db.query(`CREATE TABLE practices (
        id serial PRIMARY KEY,
        name text NOT NULL, description text,
        day_of_week integer NOT NULL UNIQUE CHECK (day_of_week BETWEEN 0 AND 6),
        start_time text NOT NULL,
        end_time text NOT NULL,
        is_weekend boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        capacity integer CHECK (capacity >= 1)
      )`);

    // A row per (session date, user) while the member is registered, waits for a place in a full
    // session (`waitlist_ticket`, their place in line; `registered` false) or an admin has recorded a
    // status (a walk-in has no registration: `registered_at` null). Version 1, its constraints named
    // as when the table was still called session_registration; the view lists its columns in the order
    // readers have always seen them.
    await db.query(`CREATE TABLE session_registration_v1 (
        session_date date CONSTRAINT session_registration_session_date_not_null NOT NULL,
        user_id uuid CONSTRAINT session_registration_user_id_not_null NOT NULL,
        registered_at timestamptz,
        attendance_status text,
        registered boolean NOT NULL,
        waitlist_ticket integer,
        CONSTRAINT session_registration_pkey PRIMARY KEY (session_date, user_id)
      )`);
    // The engine names a version's secondary indexes <table>_v<n>_i<k>.
    await db.query(
      'CREATE INDEX session_registration_v1_i1 ON session_registration_v1 (user_id, session_date)',
    );
    await db.query(`
      CREATE VIEW session_registration AS
      SELECT session_date, user_id, registered, registered_at, attendance_status, waitlist_ticket
      FROM session_registration_v1`);

    // One private calendar feed per member; only the token's SHA-256 is kept.
    await db.query(`CREATE TABLE calendar_feeds (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await this.sharedRules(db);
  }

  /**
   * The studio's rules that SQL needs, as functions generated from @sadhana/rules (and tested against
   * it: shared-rules-in-sql.spec.ts), so no query restates them:
   * - sadhana_session_starts_at(date) and sadhana_session_started(date, now), SESSION_BEGUN_FUNCTIONS
   *   (dropped since by BegunSessionsByDate1764300000000, whose spec tests them);
   * - sadhana_counts_as_attended(status, started): countsAsAttended;
   * - sadhana_membership_end(cancel_at, ended_at): while active the scheduled end, once over when it ended.
   */
  private async sharedRules(db: QueryRunner): Promise<void> {
    const attended = ATTENDANCE_STATUSES.filter(isAttended)
      .map((status) => `'${status}'`)
      .join(', ');
    for (const sql of SESSION_BEGUN_FUNCTIONS) await db.query(sql);
    await db.query(
      `CREATE FUNCTION sadhana_counts_as_attended(status text, started boolean) RETURNS boolean
       LANGUAGE sql IMMUTABLE AS $$
         SELECT CASE WHEN status IS NULL THEN coalesce(started, false) ELSE status IN (${attended}) END
       $$`,
    );
    await db.query(
      `CREATE FUNCTION sadhana_membership_end(cancel_at timestamptz, ended_at timestamptz)
       RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$ SELECT coalesce(cancel_at, ended_at) $$`,
    );
  }

  /**
   * Membership itself is events and a read model (the engine makes its tables). Here: the Stripe
   * webhooks applied, and what each online fee payment is for.
   */
  private async membershipAndFees(db: QueryRunner): Promise<void> {
    // A Stripe webhook is applied once: recorded by its event id in the same transaction as the events
    // it caused.
    await db.query(`CREATE TABLE stripe_webhook_events (
        stripe_event_id text PRIMARY KEY,
        type text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The app asks Stripe for a PaymentIntent for the outstanding fees and keeps their list here
    // (Stripe's metadata is too small for a long list); the payment_intent.succeeded webhook records
    // exactly these fees as paid. `open` until the app cancels it at Stripe (a newer payment of the
    // fees supersedes it, so an older one cannot charge the same fees again) or it succeeds.
    await db.query(`CREATE TABLE fee_payment_intents (
        payment_intent_id text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        items jsonb NOT NULL,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'canceled', 'succeeded'))
      )`);
    await db.query('CREATE INDEX fee_payment_intents_user ON fee_payment_intents (user_id)');
  }

  /** The job queue, and the studio's session reminder setting (users.session_reminders is a member's). */
  private async jobsAndMails(db: QueryRunner): Promise<void> {
    // pg-boss's own schema `pgboss`, as the installed pg-boss builds it (on a later pg-boss version it
    // upgrades the schema itself at start). Its plans are one script in a transaction of their own; a
    // migration already runs in one.
    const plans = PgBoss.getConstructionPlans('pgboss')
      .replace(/^\s*BEGIN;/, '')
      .replace(/COMMIT;\s*$/, '');
    await db.query(plans);
    // One row at most; no row: the default, 12 hours before the lock.
    await db.query(`CREATE TABLE session_mail_settings (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        reminder_hours_before_lock integer NOT NULL CHECK (reminder_hours_before_lock BETWEEN 1 AND 72)
      )`);
  }
}
