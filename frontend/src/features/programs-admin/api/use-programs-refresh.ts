import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../../lib/query-keys';

/** After a change to a program: the admin's list and rosters, and the public list, are asked again. */
export function useProgramsRefresh(): () => Promise<unknown> {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.admin.programs() }),
        client.invalidateQueries({ queryKey: queryKeys.programs() }),
      ]),
    [client],
  );
}
