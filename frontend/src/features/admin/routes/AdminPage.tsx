import { PlaceholderPage } from '../../../components/PlaceholderPage';

export function AdminPage() {
  return (
    <PlaceholderPage title="Admin Dashboard" documentTitle="Admin">
      <p>Users, memberships, session registrations and attendance are coming soon to this page.</p>
    </PlaceholderPage>
  );
}
