/** Every attempt lost the race for a stream to another writer: the caller should simply try again. */
export class CommandRetriesExhausted extends Error {
  constructor(readonly streamIds: readonly string[]) {
    super('This is busy right now. Please try again.');
    this.name = 'CommandRetriesExhausted';
  }
}
