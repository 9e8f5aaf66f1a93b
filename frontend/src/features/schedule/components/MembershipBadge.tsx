import badge from './badge.module.css';

export function MembershipBadge({ active }: { active: boolean }) {
  return (
    <span className={`${badge.statusBadge} ${active ? badge.statusBadgeGreen : badge.statusBadgeGrey}`}>
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}
