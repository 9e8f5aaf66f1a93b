import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { HeroSection } from '../components/HeroSection';
import { PricingSection } from '../components/PricingSection';
import { QuoteSection } from '../components/QuoteSection';
import { RetreatsSection } from '../components/RetreatsSection';
import { ScheduleSection } from '../components/ScheduleSection';
import { TestimonialsSection } from '../components/TestimonialsSection';
import { WorkshopsSection } from '../components/WorkshopsSection';

/** Arriving from another page at /#schedule: the browser cannot scroll before React has rendered. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
}

export function LandingPage() {
  useScrollToHash();
  return (
    <>
      <title>Sadhana · Daily early-morning practice in NJ &amp; NYC</title>
      <HeroSection />
      <QuoteSection />
      <PricingSection />
      <ScheduleSection />
      <WorkshopsSection />
      <RetreatsSection />
      <TestimonialsSection />
    </>
  );
}
