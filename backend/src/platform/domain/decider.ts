/**
 * An aggregate as data and pure functions (as in Emmett): the state is a left fold of its stream's
 * events with `evolve`, and `decide` answers a command with new events or throws a DomainError.
 * The command path (backend/src/command-handling) is the one place that reads, decides and appends.
 */
export interface Decider<Command, State, Event extends { type: string; data: unknown }> {
  readonly initialState: () => State;
  readonly evolve: (state: State, event: Event) => State;
  readonly decide: (command: Command, state: State) => readonly Event[];
}
