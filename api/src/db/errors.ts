/** PostgreSQL refused a row that a unique index already holds (SQLSTATE 23505), from pg or PGlite. */
export const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: string })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';
