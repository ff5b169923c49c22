// What the integration projects' global set-up hands to each test file (see global-setup.ts).
declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres mode: the admin URL of the throwaway server. */
    postgresUrl?: string;
    /** pglite mode: a migrated, empty database to boot copies from. */
    pgliteDump?: string;
  }
}

export {};
