/**
 * Event schemas change; stored events do not. An upcaster lifts the data of one event type from
 * schema version n to n + 1, and readers apply them in a chain, so domain code sees only the
 * newest shape. Register one when a payload's shape changes and bump the type's current version.
 */
export interface Upcaster {
  readonly type: string;
  readonly fromVersion: number;
  upcast(data: unknown): unknown;
}

export class UpcasterChain {
  private readonly byType = new Map<string, Map<number, Upcaster>>();

  constructor(upcasters: readonly Upcaster[] = []) {
    for (const upcaster of upcasters) {
      const versions = this.byType.get(upcaster.type) ?? new Map<number, Upcaster>();
      if (versions.has(upcaster.fromVersion)) {
        throw new Error(`Two upcasters for ${upcaster.type} v${upcaster.fromVersion}`);
      }
      versions.set(upcaster.fromVersion, upcaster);
      this.byType.set(upcaster.type, versions);
    }
  }

  /** Returns the data lifted as far as the registered upcasters go, and the version it reached. */
  upcast(type: string, schemaVersion: number, data: unknown): { data: unknown; schemaVersion: number } {
    const versions = this.byType.get(type);
    let current = data;
    let version = schemaVersion;
    for (let next = versions?.get(version); next; next = versions?.get(version)) {
      current = next.upcast(current);
      version += 1;
    }
    return { data: current, schemaVersion: version };
  }
}
