import { capabilities, type Capability } from '@p5g/api/contract';

const figures = new Intl.NumberFormat('zh-CN');

/** A count of messages or numbers as shown: 1,234. */
export const countText = (count: number) => figures.format(count);

/** The capability split in the contract's order: 5G消息, 短信回落, 未知. */
export const capabilityLines = (split: Record<Capability, number>) =>
  (Object.keys(capabilities) as Capability[]).map((key) => ({
    key,
    label: capabilities[key],
    count: split[key],
  }));

/** 5G消息 80，短信回落 15，未知 5 */
export const capabilityText = (split: Record<Capability, number>) =>
  capabilityLines(split)
    .map((line) => `${line.label} ${countText(line.count)}`)
    .join('，');

/** 中国移动 50，中国联通 30 (carriers without numbers left out); 无 when there are none. */
export const carriersText = (carriers: { carrierName: string; count: number }[]) =>
  carriers
    .filter((c) => c.count > 0)
    .map((c) => `${c.carrierName} ${countText(c.count)}`)
    .join('，') || '无';
