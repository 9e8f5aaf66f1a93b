/**
 * Given/when/then for an aggregate's decider, as Emmett's specifications read:
 * `given(events).when(command)` is the decision on the state those events leave, not yet taken —
 * call it and expect the new events, or hand it to `expect(…).toThrow(SomeDomainError)`. Takes the
 * aggregate's Decider, or its own `evolve` where that folds a wider history than its events (a
 * stream read back holds every type once written to it).
 */
export function deciderSpec<Command, State, History, Event>(decider: {
  readonly initialState: () => State;
  readonly evolve: (state: State, event: History) => State;
  readonly decide: (command: Command, state: State) => readonly Event[];
}) {
  return (events: readonly History[]) => ({
    when: (command: Command) => () =>
      decider.decide(command, events.reduce(decider.evolve, decider.initialState())),
  });
}

/** The instant a spec's commands are taken at: `now` as a command carries it, `at` as its events record it. */
export function decidedAt(instant: string): { readonly now: Date; readonly at: string } {
  const now = new Date(instant);
  return { now, at: now.toISOString() };
}
