import type { SignInState } from '../../../lib/api/get-current-user';
import { HeroSection } from './HeroSection';
import { PricingSection } from './PricingSection';
import { QuoteSection } from './QuoteSection';
import { RetreatsSection } from './RetreatsSection';
import { type LandingPractices, ScheduleSection } from './ScheduleSection';
import { TestimonialsSection } from './TestimonialsSection';
import type { LandingPrograms } from './UpcomingPrograms';
import { WorkshopsSection } from './WorkshopsSection';

/**
 * The landing page's sections. Its three answers come from the caller: the routed page reads them
 * through the data layer, the landing page's own entry (app/LandingShell.tsx) fetches them itself.
 */
export function LandingContent({
  signInStatus,
  practices,
  programs,
}: {
  signInStatus: SignInState['status'];
  practices: LandingPractices;
  programs: LandingPrograms;
}) {
  return (
    <>
      <title>Sadhana · Daily early-morning practice in NJ &amp; NYC</title>
      <HeroSection />
      <QuoteSection />
      <PricingSection signInStatus={signInStatus} />
      <ScheduleSection practices={practices} />
      <WorkshopsSection programs={programs} />
      <RetreatsSection programs={programs} />
      <TestimonialsSection />
    </>
  );
}
