export { envelope } from './envelope.ts';
export type { Envelope } from './envelope.ts';
export { basePath, landingRouteSegments, webAppFor } from './web-routes.ts';
