import { createApp } from '../../src/app.factory.js';
import { ProjectionProgress } from '../../src/platform/projection-engine/projection-progress.js';
import { PROJECTORS, type Projector } from '../../src/platform/projection-engine/projector.js';
import { projectorsCaughtUp } from './projectors-caught-up.js';
import type { TestApp } from './test-app.js';
import { TestClockModule } from './test-clock.js';

/**
 * The app stopped and started again on the same database, event store and clock, as a deploy does:
 * `between` runs while no app runs (to make the database what an older version left). Agents of the
 * old app do not reach the new one; sign in again.
 */
export async function restartApp(
  testApp: TestApp,
  between: () => Promise<void> = async () => {},
): Promise<TestApp> {
  await testApp.app.close();
  await between();
  const app = await createApp(testApp.runtime, { clock: testApp.clock, imports: [TestClockModule] });
  return {
    ...testApp,
    app,
    server: app.getHttpServer(),
    caughtUp: () =>
      projectorsCaughtUp(
        testApp.runtime.eventStore,
        app.get(ProjectionProgress),
        app.get<Projector[]>(PROJECTORS),
      ),
    close: async () => {
      await app.close();
      await testApp.runtime.close();
      await testApp.db.drop();
    },
  };
}
