import { type ProjectorStatus, type SystemStatus, systemNotices } from './system-status.js';

const projector = (name: string, more: Partial<ProjectorStatus> = {}): ProjectorStatus => ({
  name,
  version: 3,
  liveVersion: 3,
  position: '10/20',
  lagEvents: 0,
  lagAtLeast: false,
  lagSeconds: 0,
  stopped: null,
  rebuild: null,
  lastRebuild: null,
  ...more,
});

const status = (more: Partial<SystemStatus> = {}): SystemStatus => ({
  at: '2026-12-01T15:00:00.000Z',
  projectors: [projector('studio_members')],
  rebuilding: null,
  behindSince: null,
  lastRebuild: null,
  lagSeconds: 0,
  ...more,
});

const time = (instant: string) => `<${instant}>`;

describe('the System panel’s words', () => {
  it('says the statistics are up to date, or how far behind they are', () => {
    expect(systemNotices(status({ lagSeconds: 3 }), time)).toEqual([
      { tone: 'success', text: 'Statistics are up to date' },
    ]);
    expect(systemNotices(status({ lagSeconds: 150 }), time)).toEqual([
      { tone: 'warning', text: 'Statistics are 3 minutes behind' },
    ]);
    expect(systemNotices(status({ lagSeconds: 7200 }), time)[0].text).toBe('Statistics are 2 hours behind');
  });

  it('says since when the statistics are behind, and which read model stopped', () => {
    const since = '2026-12-01T14:00:00.000Z';
    const stopped = { since, position: '5/6', eventId: 'e', eventType: 'T', streamId: 's', error: 'boom' };
    const [notice] = systemNotices(
      status({ behindSince: since, projectors: [projector('session_capacity', { stopped })] }),
      time,
    );
    expect(notice).toMatchObject({ tone: 'error', text: `Statistics are behind since <${since}>` });
    expect(notice.detail).toContain('session_capacity');
  });

  it('shows a rebuild under way and the last rebuild', () => {
    const notices = systemNotices(
      status({
        rebuilding: { percent: 42, readModels: ['studio_members'] },
        lastRebuild: { at: '2026-11-30T10:00:00.000Z', readModels: ['a', 'b'] },
      }),
      time,
    );
    expect(notices.map((n) => n.text)).toEqual([
      'Rebuilding read models: 42%',
      'Last rebuild: <2026-11-30T10:00:00.000Z> (2 read models)',
    ]);
  });
});
