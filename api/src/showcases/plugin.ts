import type { FastifyInstance } from 'fastify';
import { showcaseRoutes } from './routes.ts';

/**
 * Showcases: e-albums and their preview links, +媒体 items, the business card that heads the
 * company home, the streets of the card's address, and the images and media the public showcase
 * pages show.
 */
export async function showcases(app: FastifyInstance) {
  await app.register(showcaseRoutes);
}
