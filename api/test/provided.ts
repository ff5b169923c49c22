// What the integration projects' global set-up hands to each test file (see global-setup.ts).
declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres mode: the admin URL of the throwaway server. */
    postgresUrl?: string;
    /** postgres mode: a migrated, seeded database to create each file's from (its template). */
    postgresSeededDatabase?: string;
    /** pglite mode: a migrated, empty database to boot copies from. */
    pgliteDump?: string;
    /** pglite mode: the same, migrated and seeded. */
    pgliteSeededDump?: string;
    /** The seeded database's uploads (a data directory), copied into each seeded app's. */
    seededUploads: string;
  }
}

/** When the seeded data was made, and where each test app's clock starts. */
export const testClockStart = '2026-11-22T01:00:00Z';
