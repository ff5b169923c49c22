import type { Material, ResponseOf } from '@p5g/api/contract';
import { pollWhile } from '../../lib/poll-while.ts';

/** Why deleting a material needs a second look: the templates it would invalidate. */
export function deleteWarning(material: Pick<Material, 'usedBy'>): string {
  return material.usedBy > 0
    ? `该素材正被 ${material.usedBy} 个模板使用，删除后这些模板将失效，需重新制作后提交审核。`
    : '删除后不可恢复。';
}

/** Whether a carrier has yet to answer for one of the materials, so the library asks again. */
export const awaitsReview = (materials: readonly Pick<Material, 'reviewState'>[]) =>
  materials.some((m) => m.reviewState === 'pending');

/** The material library is asked again every 5 s while a carrier has yet to answer. */
export const materialListPolling = {
  refreshInterval: pollWhile((page: ResponseOf<'materialList'>) => awaitsReview(page.list), 5_000),
};
