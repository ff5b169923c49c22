import type { RcsMessageView } from '../RcsPreview/rcs-message.ts';

/**
 * Message status 3 (approved) or 5 (sent, spec §4): a passed template, sendable again and again
 * until its 7-day validity runs out.
 */
export function isSendableTemplate(status: number): boolean {
  return status === 3 || status === 5;
}

/** Message status 4 (rejected by the platform) or 7 (rejected by a carrier), each with a reason. */
export function isRejectedTemplate(status: number): boolean {
  return status === 4 || status === 7;
}

/**
 * The picture a list shows for a card or carousel template: its first card's image, or that
 * video's cover. Null when there is none (text, audio, no media), and a small preview stands in.
 */
export function templateThumbnailUrl(message: RcsMessageView): string | null {
  const card =
    message.kind === 'card' ? message.card : message.kind === 'carousel' ? message.cards[0] : null;
  const media = card?.media;
  if (media?.kind === 'image') return media.url || null;
  if (media?.kind === 'video') return media.coverUrl ?? null;
  return null;
}
