/// <reference types="vite/client" />
import * as lucide from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { iconUsage } from './icon-usage.ts';
import * as styles from './docs.css.ts';

// Read at build time from the components themselves, so the gallery lists exactly the icons in use.
const sources = import.meta.glob<string>('../components/**/*.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});
// By export name, aliases included (the `icons` map has only the canonical names).
const iconByName = lucide as unknown as Record<string, LucideIcon | undefined>;

const usage = iconUsage(
  Object.fromEntries(Object.entries(sources).filter(([path]) => !path.endsWith('.stories.tsx'))),
);

/** Every lucide-react icon the components use, with the components that use it. */
export function IconGallery() {
  return (
    <div className={styles.iconGrid}>
      {[...usage].map(([name, components]) => {
        const Icon = iconByName[name];
        return (
          <div key={name} className={styles.iconCell}>
            {Icon ? <Icon aria-hidden size={24} /> : null}
            <code className={styles.code}>{name}</code>
            <span className={styles.secondary}>{components.join('、')}</span>
          </div>
        );
      })}
    </div>
  );
}
