import badge from './badge.module.css';

/** Active, Paused (a paid membership paused while away) or Inactive. */
export function MembershipBadge({ active, paused = false }: { active: boolean; paused?: boolean }) {
  const [tone, words] = active
    ? [badge.statusBadgeGreen, 'Active']
    : paused
      ? [badge.statusBadgeAmber, 'Paused']
      : [badge.statusBadgeGrey, 'Inactive'];
  return <span className={`${badge.statusBadge} ${tone}`}>{words}</span>;
}
