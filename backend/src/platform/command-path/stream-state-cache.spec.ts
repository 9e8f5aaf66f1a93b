import { StreamStateCache } from './stream-state-cache.js';

describe('StreamStateCache', () => {
  it('keeps the most recently used streams up to its capacity', () => {
    const cache = new StreamStateCache<{ version: bigint; state: string }>(2);
    cache.set('a', { version: 0n, state: 'A' });
    cache.set('b', { version: 1n, state: 'B' });
    expect(cache.get('a')?.state).toBe('A'); // a is now the most recent
    cache.set('c', { version: 2n, state: 'C' });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.version).toBe(0n);
    expect(cache.get('c')?.state).toBe('C');
  });
});
