import { PlaceholderPage } from '../../../components/PlaceholderPage';

export function SubscribePage() {
  return (
    <PlaceholderPage title="Monthly Membership" documentTitle="Subscribe">
      <p>Online membership sign-up ($150/month, cancel anytime) is coming soon to this page.</p>
    </PlaceholderPage>
  );
}
