import type { TemplateAction, TemplateContentInput } from '@p5g/api/contract';
import { describeAction } from '@p5g/design-system';

/** A button or suggestion of a template as the reviewer checks it: where it is and where it leads. */
export type ReviewedButton = { place: string; label: string; action: string };

/** What pressing it does, with every target in full (a map's point too). */
const actionText = (action: TemplateAction) =>
  action.type === 'map'
    ? `${describeAction(action)}（经度${action.lng}，纬度${action.lat}）`
    : describeAction(action);

/** Every card button and suggestion of a template, in reading order. */
export function reviewedButtons(content: TemplateContentInput): ReviewedButton[] {
  const row = (place: string) => (action: TemplateAction) => ({
    place,
    label: action.label,
    action: actionText(action),
  });
  const cardButtons =
    content.kind === 'card'
      ? (content.card.buttons ?? []).map((a, i) => row(`卡片按钮${i + 1}`)(a))
      : content.kind === 'carousel'
        ? content.cards.flatMap((card, c) =>
            (card.buttons ?? []).map((a, i) => row(`卡片${c + 1} 按钮${i + 1}`)(a)),
          )
        : [];
  const suggestions = (content.suggestions ?? []).map((a, i) => row(`快捷回复${i + 1}`)(a));
  return [...cardButtons, ...suggestions];
}
