import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { queryKeys } from '../lib/query-keys';

/** After a redirect marked with SESSION_ENDED_STATE has landed, the app is signed out too. */
export function ForgetEndedSession() {
  const location = useLocation();
  const queryClient = useQueryClient();
  const sessionEnded = (location.state as { sessionEnded?: boolean } | null)?.sessionEnded === true;
  useEffect(() => {
    if (sessionEnded) queryClient.setQueryData(queryKeys.currentUser(), null);
  }, [sessionEnded, queryClient]);
  return null;
}
