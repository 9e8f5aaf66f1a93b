// The whole app in a process of its own, writing accounts as fast as it can, for the tests that kill
// it with SIGKILL at arbitrary points: email sign-ups, Google sign-ups and profile changes, interleaved.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import { Pool } from 'pg';
import { allEntities } from '../../src/all-entities.js';
import { createApp } from '../../src/app.factory.js';
import { GoogleSignInCommand } from '../../src/modules/accounts/google-sign-in/google-sign-in.command.js';
import { SignUpCommand } from '../../src/modules/accounts/sign-up/sign-up.command.js';
import { UpdateProfileCommand } from '../../src/modules/profile/update-profile/update-profile.command.js';
import type { UpdateProfileDto } from '../../src/modules/profile/update-profile/update-profile.dto.js';
import { KeyedLock } from '../../src/platform/concurrency/keyed-lock.js';
import { readAppConfig } from '../../src/platform/config/app-config.js';
import { createDataSource } from '../../src/platform/database/data-source.js';
import { createOutboxEventStore, createTestEventStore } from '../support/test-event-store.js';

async function main() {
  const url = process.env.CHILD_DATABASE_URL as string;
  // The projectors' runners hold one connection each for their locks; the four writers need theirs.
  const dataSource = createDataSource(url, { entities: allEntities, poolSize: 14 });
  await dataSource.initialize();
  // The test's event store (its namespace on KurrentDB), written through the outbox when asked.
  const create = process.env.CHILD_WRITE_PATH === 'outbox' ? createOutboxEventStore : createTestEventStore;
  const eventStore = create(
    { pool: new Pool({ connectionString: url, max: 6 }), url },
    { namespace: process.env.CHILD_EVENTSTORE_NAMESPACE },
  );
  const config = {
    ...readAppConfig({ NODE_ENV: 'test', PORT: '0' }),
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'sadhana-burst-')),
    frontendDist: path.join(os.tmpdir(), 'sadhana-no-frontend'),
  };
  const app = await createApp({
    config,
    databaseUrl: url,
    dataSource,
    eventStore,
    beginShutdown: () => {},
    close: async () => {},
  });
  const bus = app.get(CommandBus);
  const users: string[] = [];
  /** Each profile change sets the phone to the next number of that user, so the stored number counts them. */
  const changes = new Map<string, number>();
  const oneChangeAtATime = new KeyedLock();
  const tag = randomUUID().slice(0, 8);
  let next = 0;
  const step = async () => {
    const i = next++;
    const kind = i % 3;
    if (kind === 0) {
      const user = await bus.execute(
        new SignUpCommand('Kill', 'Test', `kill-${tag}-${i}@example.com`, 'secret-password'),
      );
      users.push(user.id);
    } else if (kind === 1) {
      const result = await bus.execute(
        new GoogleSignInCommand({
          googleId: `google-${tag}-${i}`,
          email: `google-${tag}-${i}@example.com`,
          emailVerified: true,
          firstName: 'Kill',
          lastName: 'Test',
          photoUrl: null,
        }),
      );
      if ('userId' in result) users.push(result.userId);
    } else if (users.length > 0) {
      const userId = users[i % users.length];
      await oneChangeAtATime.run(userId, async () => {
        const count = (changes.get(userId) ?? 0) + 1;
        await bus.execute(
          new UpdateProfileCommand(userId, { phoneNumber: String(count) } as UpdateProfileDto),
        );
        changes.set(userId, count);
      });
    }
  };
  process.stdout.write('ready\n');
  // A restart after the last kill: the app's relay starts with it, and nothing more is written.
  if (process.env.CHILD_IDLE) return;
  const worker = async () => {
    for (;;) await step();
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
