/** Which page of a list a caller asks for (pages count from 1). */
export type PageRequest = { page: number; pageSize: number };

/** How many rows come before the requested page. */
export const offsetOf = ({ page, pageSize }: PageRequest) => (page - 1) * pageSize;

/** An ILIKE pattern matching what contains `text` (its own % and _ are dropped, not wildcards). */
export const containing = (text: string) => `%${text.replace(/[%_\\]/g, '')}%`;
