import { Alert } from 'antd';
import { serverMessage } from '../lib/api-errors';

/** A failed call's reason: the server's own message when it gave one, else `fallback`. */
export function RefusalAlert({ error, fallback }: { error: Error | null; fallback: string }) {
  if (!error) return null;
  return <Alert type="error" showIcon title={serverMessage(error) ?? fallback} />;
}
