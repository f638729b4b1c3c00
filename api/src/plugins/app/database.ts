import fp from 'fastify-plugin';
import type { DatabaseConnection } from '../../db/open.ts';
import type { Database } from '../../db/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle over the app's database. */
    db: Database;
    database: DatabaseConnection;
  }
}

/** Hands the already opened and migrated database to the app; whoever opened it closes it. */
export default fp<{ connection: DatabaseConnection }>(
  async (app, { connection }) => {
    app.decorate('database', connection);
    app.decorate('db', connection.db);
  },
  { name: 'database' },
);
