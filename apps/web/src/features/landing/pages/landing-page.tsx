import { usePageTitle } from '../../../hooks/use-page-title';
import { ClosingCta } from '../components/closing-cta';
import { FeatureCards } from '../components/feature-cards';
import { Hero } from '../components/hero';
import { ServiceGrid } from '../components/service-grid';
import { Testimonials } from '../components/testimonials';

export function LandingPage() {
  usePageTitle();
  return (
    <>
      <Hero />
      <FeatureCards />
      <ServiceGrid />
      <Testimonials />
      <ClosingCta />
    </>
  );
}
