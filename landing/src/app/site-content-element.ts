/** Id of the JSON block in the pre-rendered page that carries the content it was rendered with. */
export const siteContentElementId = 'site-content';
