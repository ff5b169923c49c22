/** The elements of the album pages their script finds (`island.ts`). */
export const albumIds = {
  share: 'album-share',
} as const;
