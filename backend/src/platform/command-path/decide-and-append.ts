import type { Decider } from '../domain/decider.js';
import type { RecordedEvent } from '../event-store/event-store.port.js';
import type { WritePath } from '../event-store/write-path.js';
import type { InlineProjections } from '../projection-engine/inline-projections.js';
import { type ActingMembers, holdActingMembers } from './acting-members.js';
import type { AnyEvent, Outcome } from './command-queue.js';
import type { CommandTransaction, HeldState } from './command-transaction.js';
import { type CommandRequest, decideEach, fold } from './deciding.js';
import type { StreamStateCache } from './stream-state-cache.js';

/**
 * The heart of the command path (as Emmett's CommandHandler): take the stream's state — as an
 * earlier command of the transaction left it, or as this process holds it, or folded from the stream
 * as stored — decide each command on it, and append the events with the expected version, in the
 * transaction. Where the write path puts events in the log in that transaction, the inline read
 * models are applied there too.
 */
export class DecideAndAppend {
  constructor(
    private readonly writePath: WritePath,
    private readonly inline: InlineProjections,
    /** States held across transactions; absent when the write path's versions are provisional. */
    private readonly held: StreamStateCache<HeldState> | undefined,
    private readonly actingMembers: ActingMembers,
  ) {}

  async run<State, Event extends AnyEvent>(
    tx: CommandTransaction,
    streamId: string,
    decider: Decider<unknown, State, Event>,
    requests: readonly CommandRequest[],
  ): Promise<Outcome<State>[]> {
    tx.touched.add(streamId);
    const refusals = await holdActingMembers(this.actingMembers, tx.manager, requests);
    const admitted = requests.filter((_, i) => refusals[i] === undefined);
    let { state, version, checked } = await this.currentState(tx, streamId, decider);
    let decided = decideEach(decider, state, admitted, tx.now);
    // A held state is proven current by the append's expected version; with nothing to append (every
    // command refused or a no-op) the answers rest on it alone, so read what another instance may
    // have appended since, and decide again on it if there was anything.
    if (!checked && decided.toAppend.length === 0) {
      const newer = await tx.streams.read(streamId, version);
      if (newer.length > 0) {
        ({ state, version } = fold(decider, state, version, newer));
        decided = decideEach(decider, state, admitted, tx.now);
      }
    }
    let stored: readonly RecordedEvent[] = [];
    if (decided.toAppend.length > 0) {
      const result = await tx.streams.append(
        streamId,
        decided.toAppend,
        version < 0n ? 'no_stream' : version,
      );
      if (this.writePath.logInTransaction) await this.inline.applyWithin(tx.manager, result.events);
      stored = result.events;
      version = result.nextExpectedVersion;
      tx.appended.push(...stored);
    }
    tx.decided.push({ streamId, held: { state: decided.state, version, folder: decider } });
    const byId = new Map(stored.map((event) => [event.id, event]));
    const outcomes = decided.outcomes.values();
    return refusals.map((refusal) => {
      if (refusal) return { error: refusal };
      const outcome = outcomes.next().value as (typeof decided.outcomes)[number];
      return 'error' in outcome
        ? { error: outcome.error }
        : {
            result: {
              state: outcome.state,
              newEvents: outcome.events.map((event) => byId.get(event.id) as RecordedEvent),
            },
          };
    });
  }

  /** The stream's state as a command would be decided on, read through to what is stored. */
  async stateOf<State, Event extends AnyEvent>(
    tx: CommandTransaction,
    streamId: string,
    decider: Pick<Decider<never, State, Event>, 'initialState' | 'evolve'>,
  ): Promise<State> {
    const { state, version, checked } = await this.currentState(tx, streamId, decider);
    if (checked) return state;
    return fold(decider, state, version, await tx.streams.read(streamId, version)).state;
  }

  /**
   * As an earlier command of this transaction left it (current: it read or appended the stream); or
   * as this process holds it, unread (`checked: false`: the append's expected version will prove
   * it); or folded from the stream as the transaction sees it.
   */
  private async currentState<State, Event extends AnyEvent>(
    tx: CommandTransaction,
    streamId: string,
    decider: Pick<Decider<never, State, Event>, 'initialState' | 'evolve'>,
  ): Promise<{ state: State; version: bigint; checked: boolean }> {
    const mine = tx.latest(streamId);
    if (mine?.folder === decider) return { state: mine.state as State, version: mine.version, checked: true };
    const held = mine ? undefined : this.held?.get(streamId);
    if (held?.folder === decider)
      return { state: held.state as State, version: held.version, checked: false };
    const events = await tx.streams.read(streamId, -1n);
    return { ...fold(decider, decider.initialState(), -1n, events), checked: true };
  }
}
