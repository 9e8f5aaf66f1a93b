import { PlaceholderPage } from '../../../components/PlaceholderPage';

export function MemberHomePage() {
  return (
    <PlaceholderPage title="Welcome" documentTitle="Home">
      <p>Your membership status, next practice and upcoming sessions are coming soon to this page.</p>
    </PlaceholderPage>
  );
}
