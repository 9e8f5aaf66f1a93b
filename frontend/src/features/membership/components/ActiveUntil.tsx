import { formatTimestampLong } from '../../../lib/eastern-time';

/** A member whose cancellation is scheduled stays one until the paid period ends, and every screen says so. */
export function ActiveUntil({ active, endDate }: { active: boolean; endDate: string | null | undefined }) {
  const until = active ? formatTimestampLong(endDate) : null;
  if (!until) return null;
  return (
    <p className="dash-card-detail" data-testid="membership-active-until">
      Active until {until}
    </p>
  );
}
