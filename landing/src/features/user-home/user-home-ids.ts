/** The elements of the company home its script and headings refer to. */
export const userHomeIds = {
  name: 'user-home-name',
  links: 'user-home-links',
  media: 'user-home-media',
  share: 'user-home-share',
} as const;
