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
  return <Tag color={active ? 'green' : 'default'}>{active ? memberText : freeText}</Tag>;
}
