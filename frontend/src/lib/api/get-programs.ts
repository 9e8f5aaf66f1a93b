import type { ProgramView } from '@sadhana/rules/programs';
import { api } from '../api-client';
import { queryKeys, urlOf } from '../query-keys';

// GET /api/workshops, the upcoming published programs (workshops and retreats). Without the data
// layer: the landing page's own entry (src/landing.tsx) calls it too, and must not load TanStack
// Query. Its queries are in programs-query.ts.

export type { ProgramView };

export async function getPrograms(): Promise<ProgramView[]> {
  const body = await api.get<unknown>(urlOf(queryKeys.programs()));
  return Array.isArray(body) ? (body as ProgramView[]) : [];
}

/** GET /api/workshops/past: the programs that have ended, latest first. */
export async function getPastPrograms(): Promise<ProgramView[]> {
  const body = await api.get<unknown>(urlOf(queryKeys.pastPrograms()));
  return Array.isArray(body) ? (body as ProgramView[]) : [];
}
