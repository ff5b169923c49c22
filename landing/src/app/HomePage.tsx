import { Suspense, useEffect, useState } from 'react';
import type { SiteHome } from '@p5g/api/contract';
import { BannerCarousel } from '../features/home/BannerCarousel.tsx';
import { ServiceItems, Providers, Tiers } from '../features/home/ContentSections.tsx';
import { Header } from '../features/home/Header.tsx';
import { homeRoot } from '../features/home/home.css.ts';
import { ApplicationSection, MessageSection } from '../features/home/IntroSections.tsx';
import { MobileFooter } from '../features/home/MobileFooter.tsx';
import { Scenarios } from '../features/home/Scenarios.tsx';
import { Section } from '../features/home/Section.tsx';
import { ServiceWidget } from '../features/home/ServiceWidget.tsx';
import { useHasToken, useHomeLayout, useReloadWhenWidened } from '../lib/browser-state.ts';
import { lazyDeferred, whenDeferred } from '../lib/deferred.ts';
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

function OpeningApplication({ variant }: { variant: 'desktop' | 'mobile' }) {
  return (
    <Section id="apply" title="开通申请" lead="请填写以下信息，业务人员将尽快与您联系。">
      <Suspense>
        {variant === 'desktop' ? <DesktopApplicationForm /> : <MobileApplicationForm />}
      </Suspense>
    </Section>
  );
}

function Layout({ variant, content }: { variant: 'desktop' | 'mobile'; content: SiteHome }) {
  const hasToken = useHasToken();
  return (
    <div
      data-layout={variant}
      className={`${homeRoot} ${variant === 'desktop' ? styles.desktopOnly : styles.mobileOnly}`}
    >
      <Header variant={variant} hasToken={hasToken} />
      <main>
        <BannerCarousel banners={content.banners} variant={variant} />
        <MessageSection />
        <ApplicationSection />
        <ServiceItems services={content.services} />
        <Scenarios scenarios={content.scenarios} />
        <Tiers tiers={content.tiers} />
        <Providers providers={content.providers} />
        <OpeningApplication variant={variant} />
      </main>
      {variant === 'mobile' && <MobileFooter />}
      <ServiceWidget />
    </div>
  );
}

/**
 * The home page (spec §2). Pre-rendered with both layouts, CSS showing the one that fits; once
 * hydrated only that one stays. The content starts as pre-rendered and is refreshed from the
 * service when the deferred code loads.
 */
export function HomePage({ initialContent }: { initialContent: SiteHome }) {
  const layout = useHomeLayout();
  const [content, setContent] = useState(initialContent);
  useReloadWhenWidened();

  useEffect(() => {
    let isCurrent = true;
    void whenDeferred()
      .then(() => import('../lib/api.ts'))
      .then(({ callPublic }) => callPublic('siteHome'))
      .then((result) => {
        if (isCurrent && result.ok) setContent(result.data);
      });
    return () => {
      isCurrent = false;
    };
  }, []);

  return (
    <>
      {layout !== 'mobile' && <Layout variant="desktop" content={content} />}
      {layout !== 'desktop' && <Layout variant="mobile" content={content} />}
    </>
  );
}
