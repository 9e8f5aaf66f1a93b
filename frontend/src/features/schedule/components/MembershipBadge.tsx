export function MembershipBadge({ active }: { active: boolean }) {
  return (
    <span className={active ? 'status-badge status-badge-green' : 'status-badge status-badge-grey'}>
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}
