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
import {
  benefitNames,
  levelNames,
  nextLevelIdOf,
  type BenefitCategory,
  type LevelId,
} from './levels.ts';
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

function defaultNextLevelName(levelId: LevelId) {
  const next = nextLevelIdOf(levelId);
  return next === null ? '' : levelNames[next];
}

/** The level bar's three stages (spec §4). */
const stageCount = 3;

export type LevelBenefit = {
  /** 权益类别（规格 §4）：4、5、9、10或11。 */
  category: BenefitCategory;
  /** 解锁该权益的累计消费（分）；`chargeMoney` 低于此值时锁定。 */
  threshold: number;
  /** 覆盖权益名称。默认：规格中该类别的名称。 */
  label?: string;
};

export type LevelBarProps = {
  /** 客户等级，0（试用客户）到4（金牌客户）。 */
  levelId: LevelId;
  /** 服务端返回的等级名称。默认：规格中 `levelId` 的名称。 */
  levelName?: string;
  /** 等级标志，装饰性。默认：每个等级一个lucide图标。 */
  logo?: ReactNode;
  /** 累计消费（分）。 */
  chargeMoney: number;
  /** 当前等级起点的消费（分）。 */
  levelThreshold: number;
  /** 下一等级起点的消费（分）；最高等级为 `null`。 */
  nextLevelThreshold: number | null;
  /** 下一等级的名称。默认：规格中按年消费可达的下一等级（试用客户与普通客户均为铜牌客户）。 */
  nextLevelName?: string;
  /** 等级权益，按显示顺序。默认 `[]`。 */
  benefits?: LevelBenefit[];
  /** 点击权益时（无论是否锁定）以其类别调用。默认无。 */
  onBenefitPress?: (category: BenefitCategory) => void;
  /** 进度条的名称。默认 `升级进度`。 */
  progressLabel?: string;
  /** 权益列表的标题。默认 `等级权益`。 */
  benefitsTitle?: string;
  /** 权益标题的标题级别，与页面大纲一致。默认 `3`。 */
  headingLevel?: 2 | 3 | 4;
  /** `benefits` 为空时显示。默认 `暂无等级权益`。 */
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
  nextLevelName = defaultNextLevelName(levelId),
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
