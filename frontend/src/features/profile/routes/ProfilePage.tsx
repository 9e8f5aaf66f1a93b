import { PlaceholderPage } from '../../../components/PlaceholderPage';

export function ProfilePage() {
  return (
    <PlaceholderPage title="Your Profile" documentTitle="Profile">
      <p>Your contact details, practice experience and goals are coming soon to this page.</p>
    </PlaceholderPage>
  );
}
