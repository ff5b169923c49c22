import {
  BookOpen,
  Code,
  Contact,
  LayoutGrid,
  Megaphone,
  MessageSquareText,
  Phone,
  Tv,
  type LucideIcon,
} from 'lucide-react';
import type { SiteHome, SiteServiceIcon } from '@p5g/api/contract';
import { Section } from './Section.tsx';
import { tierCondition } from './tier-condition.ts';
import * as styles from './ContentSections.css.ts';

const serviceIcons: Record<SiteServiceIcon, LucideIcon> = {
  message: MessageSquareText,
  miniApp: LayoutGrid,
  propagation: Megaphone,
  media: Tv,
  custom: Code,
  album: BookOpen,
  showcase: Contact,
};

/** The service items (spec §2). */
export function ServiceItems({ services }: { services: SiteHome['services'] }) {
  return (
    <Section id="services" title="服务项目" lead="一个平台，覆盖从触达、互动到内容传播的全部环节。">
      <ul className={styles.services}>
        {services.map((service) => {
          const Icon = serviceIcons[service.icon];
          return (
            <li key={service.id} className={styles.service}>
              <Icon aria-hidden size={32} className={styles.serviceIcon} />
              <h3 className={styles.cardTitle}>{service.title}</h3>
              <p className={styles.cardText}>{service.description}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** The customer tiers and their benefits (spec §1). */
export function Tiers({ tiers }: { tiers: SiteHome['tiers'] }) {
  return (
    <Section
      id="tiers"
      title="客户等级与权益"
      lead="客户等级按近365天的消费评定，每年1月1日重新评定，可能降级。"
    >
      <ol className={styles.tiers}>
        {tiers.map((tier) => (
          <li key={tier.levelId} className={styles.tier} data-level={tier.levelId}>
            <h3 className={styles.cardTitle}>{tier.name}</h3>
            <p className={styles.condition}>{tierCondition(tier.yearlySpend)}</p>
            <ul className={styles.benefits}>
              {tier.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** The authorised local providers (spec §2). */
export function Providers({ providers }: { providers: SiteHome['providers'] }) {
  return (
    <Section
      id="providers"
      title="授权本地服务商"
      lead="就近为您提供开通、培训与运营支持。"
      isTinted
    >
      <ul className={styles.providers}>
        {providers.map((provider) => (
          <li key={provider.id} className={styles.provider}>
            <h3 className={styles.cardTitle}>{provider.name}</h3>
            <p className={styles.cardText}>{provider.region}</p>
            <a
              href={`tel:${provider.phone.replace(/[^\d]/g, '')}`}
              className={styles.providerPhone}
            >
              <Phone aria-hidden size={14} />
              {provider.phone}
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
