import fp from 'fastify-plugin';
import type { DatabaseHandle, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The typed client every domain queries through. */
    db: Db;
    /** The handle: raw SQL (readiness), the job queue's connection. */
    database: DatabaseHandle;
  }
}

/** The database the caller opened (migrated); the caller closes it once the app has closed. */
export const databasePlugin = fp(
  async (app, options: { database: DatabaseHandle }) => {
    app.decorate('database', options.database);
    app.decorate('db', options.database.db);
  },
  { name: 'database' },
);
