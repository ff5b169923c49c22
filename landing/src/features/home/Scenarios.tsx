import { Suspense } from 'react';
import type { SiteHome } from '@p5g/api/contract';
import { lazyDeferred } from '../../lib/deferred.ts';
import { Section } from './Section.tsx';

const ScenarioTabs = lazyDeferred(() => import('./ScenarioTabs.tsx').then((m) => m.ScenarioTabs));

/** The industry scenarios section; its tabs hydrate once the deferred code has loaded. */
export function Scenarios({ scenarios }: { scenarios: SiteHome['scenarios'] }) {
  return (
    <Section
      id="scenarios"
      title="行业场景"
      lead="面向政务与各行业的成熟方案，开通即可复用。"
      isTinted
      isDeferred
    >
      <Suspense>
        <ScenarioTabs scenarios={scenarios} labelledBy="scenarios-title" />
      </Suspense>
    </Section>
  );
}
