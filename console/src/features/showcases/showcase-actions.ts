import type { ShowcaseStatus } from '@p5g/api/contract';

type ShowcaseActions = {
  /** 发布: anything not public now. */
  publish: boolean;
  /** 下架: only what is public now. */
  unpublish: boolean;
  /** 删除: anything not public now (a draft, or taken down). */
  delete: boolean;
};

/**
 * What an album's or a +媒体 item's status allows on its list. Publishing charges the balance
 * once per item (the service's rule): 发布 after 下架 costs nothing, which the confirmation says.
 */
export function showcaseActions(status: ShowcaseStatus): ShowcaseActions {
  const published = status === 'published';
  return { publish: !published, unpublish: published, delete: !published };
}

/** What 发布 warns before it runs: the charge, unless the item has been charged already. */
export function publishWarning({
  charged,
  balanceName,
}: {
  charged: boolean;
  balanceName: '电子画册' | '+媒体';
}): string {
  return charged
    ? '此前发布时已扣减余额，再次发布不再扣减。'
    : `首次发布将扣减一个${balanceName}余额，之后下架再发布不再扣减。`;
}
