import { PlaceholderPage } from '../../../components/PlaceholderPage';

export function DashboardPage() {
  return (
    <PlaceholderPage title="My Sadhana Schedule">
      <p>Choosing the mornings you will practise is coming soon to this page.</p>
    </PlaceholderPage>
  );
}
