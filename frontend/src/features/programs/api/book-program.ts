import type { ProgramBookingStart } from '@sadhana/rules/programs';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A place asked for: the PaymentIntent that pays it (the same one while the booking waits for its payment). */
export function bookProgram(programId: string): Promise<ProgramBookingStart> {
  return api.post<ProgramBookingStart>(`/api/workshops/${encodeURIComponent(programId)}/book`);
}

export function useBookProgram() {
  return useMutation({ mutationFn: bookProgram });
}
