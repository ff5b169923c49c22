import {
  AppWindow,
  Award,
  ChevronRight,
  Crown,
  Landmark,
  Lock,
  Medal,
  Newspaper,
  Sprout,
  Trophy,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button as AriaButton, ProgressBar } from 'react-aria-components';
import { formatLevelThreshold, formatMoney, formatYuan } from '../../format/index.ts';
import { Empty } from '../Empty/Empty.tsx';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import { levelProgress, stageFills } from './level-progress.ts';
import { benefitNames, levelNames, type BenefitCategory, type LevelId } from './levels.ts';
import * as styles from './LevelBar.css.ts';

const levelIcons: Record<LevelId, LucideIcon> = {
  0: Sprout,
  1: UserRound,
  2: Medal,
  3: Award,
  4: Crown,
};

const benefitIcons: Record<BenefitCategory, LucideIcon> = {
  4: AppWindow,
  5: Newspaper,
  9: Landmark,
  10: Trophy,
  11: Award,
};

/** The level bar's three stages (spec §4). */
const stageCount = 3;

export type LevelBenefit = {
  /** Benefit category (spec §4): 4, 5, 9, 10 or 11. */
  category: BenefitCategory;
  /** Cumulative spend that unlocks it, in cents; locked while `chargeMoney` is below. */
  threshold: number;
  /** Overrides the benefit's name. Default: the spec's name of its category. */
  label?: string;
};

export type LevelBarProps = {
  /** The customer's level, 0 (试用客户) to 4 (金牌客户). */
  levelId: LevelId;
  /** Name of the level as the server sends it. Default: the spec's name of `levelId`. */
  levelName?: string;
  /** The level's logo, decorative. Default: a lucide icon per level. */
  logo?: ReactNode;
  /** Cumulative spend, in cents. */
  chargeMoney: number;
  /** Spend at which the current level starts, in cents. */
  levelThreshold: number;
  /** Spend at which the next level starts, in cents; `null` at the top level. */
  nextLevelThreshold: number | null;
  /** Name of the next level. Default: the spec's name of `levelId + 1`. */
  nextLevelName?: string;
  /** The level benefits, in display order. Default `[]`. */
  benefits?: LevelBenefit[];
  /** Called with a benefit's category when it is pressed, locked or not. Default none. */
  onBenefitPress?: (category: BenefitCategory) => void;
  /** Names the progress bar. Default `升级进度`. */
  progressLabel?: string;
  /** Heading of the benefits list. Default `等级权益`. */
  benefitsTitle?: string;
  /** Heading level of the benefits title, to fit the page outline. Default `3`. */
  headingLevel?: 2 | 3 | 4;
  /** Shown when `benefits` is empty. Default `暂无等级权益`. */
  emptyBenefitsLabel?: string;
};

/**
 * The account centre's level card (spec §3, §4): level logo and name, a three-stage progress bar
 * towards the next level's threshold, and the level benefits, locked ones with the spend that
 * unlocks them.
 */
export function LevelBar({
  levelId,
  levelName = levelNames[levelId],
  logo,
  chargeMoney,
  levelThreshold,
  nextLevelThreshold,
  nextLevelName = levelId < 4 ? levelNames[(levelId + 1) as LevelId] : '',
  benefits = [],
  onBenefitPress,
  progressLabel = '升级进度',
  benefitsTitle = '等级权益',
  headingLevel = 3,
  emptyBenefitsLabel = '暂无等级权益',
}: LevelBarProps) {
  const benefitsTitleId = useId();
  const progress = levelProgress(chargeMoney, levelThreshold, nextLevelThreshold);
  const LevelIcon = levelIcons[levelId];
  const Heading = `h${headingLevel}` as const;
  const spent = `累计消费${formatYuan(chargeMoney)}元`;
  const valueText =
    nextLevelThreshold === null
      ? `${spent}，已是最高等级`
      : `${spent}，升级为${nextLevelName}需累计消费满${formatYuan(nextLevelThreshold)}元`;
  return (
    <div className={styles.root}>
      <div className={styles.level}>
        <div className={styles.levelHeader}>
          <span aria-hidden className={styles.logo} data-level={levelId}>
            {logo ?? <LevelIcon size={24} />}
          </span>
          <span className={styles.levelName}>{levelName}</span>
        </div>
        <ProgressBar
          aria-label={progressLabel}
          value={progress * 100}
          valueLabel={valueText}
          className={styles.bar}
        >
          {stageFills(progress, stageCount).map((fill, stage) => (
            <span key={stage} className={styles.stage}>
              <span className={styles.stageFill} style={{ width: `${fill * 100}%` }} />
            </span>
          ))}
        </ProgressBar>
        <div className={styles.scale}>
          <span>
            累计消费 <span className={styles.money}>{formatMoney(chargeMoney)}</span>
          </span>
          <span>
            {nextLevelThreshold === null ? (
              '已是最高等级'
            ) : (
              <>
                下一等级 {nextLevelName}：
                <span className={styles.money}>{formatLevelThreshold(nextLevelThreshold)}元</span>
              </>
            )}
          </span>
        </div>
      </div>
      <div className={styles.benefits}>
        <Heading id={benefitsTitleId} className={styles.benefitsTitle}>
          {benefitsTitle}
        </Heading>
        {benefits.length === 0 ? (
          <Empty size="small" description={emptyBenefitsLabel} />
        ) : (
          <ul aria-labelledby={benefitsTitleId} className={styles.benefitList}>
            {benefits.map((benefit) => (
              <li key={benefit.category}>
                <BenefitButton
                  benefit={benefit}
                  isLocked={chargeMoney < benefit.threshold}
                  onPress={onBenefitPress}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function BenefitButton({
  benefit,
  isLocked,
  onPress,
}: {
  benefit: LevelBenefit;
  isLocked: boolean;
  onPress?: (category: BenefitCategory) => void;
}) {
  const Icon = benefitIcons[benefit.category];
  const button = (
    <AriaButton
      className={styles.benefit}
      data-locked={isLocked || undefined}
      onPress={() => onPress?.(benefit.category)}
    >
      <Icon aria-hidden size={18} className={styles.benefitIcon} />
      <span className={styles.benefitName}>{benefit.label ?? benefitNames[benefit.category]}</span>
      {isLocked ? (
        <span className={styles.lockedMark}>
          <Lock aria-hidden size={14} />
          未解锁
        </span>
      ) : (
        <ChevronRight aria-hidden size={16} className={styles.chevron} />
      )}
    </AriaButton>
  );
  if (!isLocked) return button;
  return <Tooltip content={`累计消费满${formatYuan(benefit.threshold)}元可解锁`}>{button}</Tooltip>;
}
