import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { SiteHome } from '@p5g/api/contract';
import { BannerCarousel } from '../features/home/BannerCarousel.tsx';
import { Providers, ServiceItems, Tiers } from '../features/home/ContentSections.tsx';
import { Header } from '../features/home/Header.tsx';
import { ApplicationSection, MessageSection } from '../features/home/IntroSections.tsx';
import { MobileFooter } from '../features/home/MobileFooter.tsx';
import { Scenarios } from '../features/home/Scenarios.tsx';
import { Section } from '../features/home/Section.tsx';
import { ServiceWidget } from '../features/home/ServiceWidget.tsx';
import {
  useHomeLayout,
  useIsHydrated,
  useReloadWhenWidened,
  useSkipHydrationUnlessShown,
  type HomeLayout,
} from '../lib/browser-state.ts';
import { lazyDeferred } from '../lib/deferred.ts';
import * as styles from './global.css.ts';

const DesktopApplicationForm = lazyDeferred(() =>
  import('../features/opening-application/DesktopApplicationForm.tsx').then(
    (m) => m.DesktopApplicationForm,
  ),
);
const MobileApplicationForm = lazyDeferred(() =>
  import('../features/opening-application/MobileApplicationForm.tsx').then(
    (m) => m.MobileApplicationForm,
  ),
);

const SiteContentRefresh = lazy(() =>
  import('../features/home/SiteContentRefresh.tsx').then((m) => ({
    default: m.SiteContentRefresh,
  })),
);

/**
 * Loads the content refresh (SWR) once the page has hydrated: out of the first load, yet without
 * waiting, as the deferred sections do, for the user to come near them.
 */
function RefreshAfterHydration(props: { shown: SiteHome; onContent: (content: SiteHome) => void }) {
  if (!useIsHydrated()) return null;
  return (
    <Suspense>
      <SiteContentRefresh {...props} />
    </Suspense>
  );
}

type Variant = 'desktop' | 'mobile';

/** Leaves its children unhydrated while the page hydrates on the other layout. */
function Gate({
  variant,
  layout,
  children,
}: {
  variant: Variant;
  layout: HomeLayout;
  children: ReactNode;
}) {
  useSkipHydrationUnlessShown(layout, variant);
  return children;
}

/** A part of one layout: pre-rendered for both and hidden by CSS on the other, then removed. */
function OnlyIn({ variant, children }: { variant: Variant; children: ReactNode }) {
  // Read here, not in the page: the switch from `both` after hydration re-renders only this part.
  const layout = useHomeLayout();
  if (layout !== 'both' && layout !== variant) return null;
  return (
    <div className={variant === 'desktop' ? styles.desktopOnly : styles.mobileOnly}>
      <Suspense>
        <Gate variant={variant} layout={layout}>
          {children}
        </Gate>
      </Suspense>
    </div>
  );
}

/**
 * The home page (spec §2). The sections are one piece of markup that CSS lays out for desktop or
 * mobile; the parts only one layout has (its opening application form, the mobile footer) are
 * pre-rendered for both and only the fitting one is hydrated and kept. The content starts as
 * pre-rendered and is refreshed from the service once the page has hydrated.
 */
export function HomePage({ initialContent }: { initialContent: SiteHome }) {
  const [content, setContent] = useState(initialContent);
  useReloadWhenWidened();

  return (
    <>
      <Header />
      <main>
        <BannerCarousel banners={content.banners} />
        <MessageSection />
        <ApplicationSection />
        <ServiceItems services={content.services} />
        <Scenarios scenarios={content.scenarios} />
        <Tiers tiers={content.tiers} />
        <Providers providers={content.providers} />
        <Section
          id="apply"
          title="开通申请"
          lead="请填写以下信息，业务人员将尽快与您联系。"
          isDeferred
        >
          <OnlyIn variant="desktop">
            <DesktopApplicationForm />
          </OnlyIn>
          <OnlyIn variant="mobile">
            <MobileApplicationForm />
          </OnlyIn>
        </Section>
      </main>
      <OnlyIn variant="mobile">
        <MobileFooter />
      </OnlyIn>
      <ServiceWidget />
      <RefreshAfterHydration shown={content} onContent={setContent} />
    </>
  );
}
