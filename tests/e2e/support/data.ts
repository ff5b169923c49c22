/** A 1×1 PNG: a real image for logos, card images and transfer proofs. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The PNG as a file a user picks. */
export const pngFile = (name: string) => ({ name, mimeType: 'image/png', buffer: png });

/** Names are unique on the whole platform and the journeys of a worker share one database. */
export const fresh = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-6)}`;
