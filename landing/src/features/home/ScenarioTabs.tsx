import { CircleCheck } from 'lucide-react';
import type { SiteHome } from '@p5g/api/contract';
import { DesignSystemProvider, Tabs } from '@p5g/design-system';
import * as styles from './ScenarioTabs.css.ts';

export type ScenarioTabsProps = { scenarios: SiteHome['scenarios']; labelledBy: string };

/** Industry scenarios as tabs (spec §2), on the design system's Tabs. */
export function ScenarioTabs({ scenarios, labelledBy }: ScenarioTabsProps) {
  return (
    <DesignSystemProvider>
      <div className={styles.tabs}>
        <Tabs items={scenarios} aria-labelledby={labelledBy}>
          {(scenario) => (
            <div className={styles.panel}>
              <img
                src={scenario.image}
                alt=""
                width={560}
                height={320}
                loading="lazy"
                className={styles.image}
              />
              <div>
                <h3 className={styles.title}>{scenario.title}</h3>
                <p className={styles.summary}>{scenario.summary}</p>
                <ul className={styles.points}>
                  {scenario.points.map((point) => (
                    <li key={point} className={styles.point}>
                      <CircleCheck aria-hidden size={16} className={styles.pointIcon} />
                      {point}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          )}
        </Tabs>
      </div>
    </DesignSystemProvider>
  );
}
