import type { Material as ContractMaterial, TemplateContentInput } from '@p5g/api/contract';
import type {
  Material as PickerMaterial,
  RcsCardView,
  RcsMediaView,
  RcsMessageView,
} from '@p5g/design-system';

/** A file a template's card shows, as template/get and template/library return it. */
export type TemplateFile = Pick<
  ContractMaterial,
  'id' | 'kind' | 'name' | 'url' | 'coverUrl' | 'durationSeconds'
>;

type CardInput = { mediaId?: string; title: string; description: string; buttons?: unknown[] };

function mediaView(mediaId: string | undefined, files: readonly TemplateFile[]) {
  const file = mediaId ? files.find((f) => f.id === mediaId) : undefined;
  if (!file) return undefined;
  const media: RcsMediaView = { kind: file.kind, url: file.url, alt: file.name };
  if (file.coverUrl) media.coverUrl = file.coverUrl;
  if (file.durationSeconds != null) media.durationSeconds = file.durationSeconds;
  return media;
}

function cardView(card: CardInput, files: readonly TemplateFile[]): RcsCardView {
  return {
    media: mediaView(card.mediaId, files),
    title: card.title,
    description: card.description,
    buttons: (card.buttons ?? []) as RcsCardView['buttons'],
  };
}

/**
 * A template's content as the phone preview shows it: each card's `mediaId` becomes the file it
 * names (a media id the files do not hold shows no media). Works on unsaved editor input too.
 */
export function messageViewOf(
  content: TemplateContentInput,
  files: readonly TemplateFile[],
): RcsMessageView {
  const suggestions = (content.suggestions ?? []) as RcsMessageView['suggestions'];
  const fallbackSms = content.fallbackSms;
  switch (content.kind) {
    case 'text':
      return { kind: 'text', text: content.text, suggestions, fallbackSms };
    case 'card':
      return { kind: 'card', card: cardView(content.card, files), suggestions, fallbackSms };
    case 'carousel':
      return {
        kind: 'carousel',
        cards: content.cards.map((card) => cardView(card, files)),
        suggestions,
        fallbackSms,
      };
  }
}

const reviewStatuses = {
  pending: 'reviewing',
  approved: 'passed',
  rejected: 'rejected',
} as const satisfies Record<ContractMaterial['reviewState'], PickerMaterial['reviewStatus']>;

/** A material of material/list as the picker shows it: the carriers' review as a review status. */
export function pickerMaterialOf(material: ContractMaterial): PickerMaterial {
  return {
    id: material.id,
    kind: material.kind,
    name: material.name,
    url: material.url,
    coverUrl: material.coverUrl ?? undefined,
    durationSeconds: material.durationSeconds ?? undefined,
    size: material.size,
    reviewStatus: reviewStatuses[material.reviewState],
    expiresAt: material.expireTime ?? undefined,
  };
}
