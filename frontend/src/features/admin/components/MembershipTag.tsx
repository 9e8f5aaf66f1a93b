import { Tag } from 'antd';

export function MembershipTag({
  active,
  memberText = 'Member',
  freeText = 'Free',
}: {
  active: boolean;
  memberText?: string;
  freeText?: string;
}) {
  return <Tag className={active ? 'admin-tag-green' : undefined}>{active ? memberText : freeText}</Tag>;
}
