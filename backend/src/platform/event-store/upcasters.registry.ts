import type { Upcaster } from './upcasters.js';

/** Every event schema change registers its upcaster here (none yet: all event types are at version 1). */
export const allUpcasters: readonly Upcaster[] = [];
