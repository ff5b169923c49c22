import { endpoints, type Endpoint, type EndpointName } from '@p5g/api/contract';

/** What the API client needs of an endpoint to call it: the contract's table without schemas. */
export type EndpointRoute = Pick<Endpoint, 'path' | 'method' | 'silent' | 'multipart'>;

/**
 * The contract's endpoint table (endpoints.ts, the one source of truth) as the browser calls it.
 * The console's build replaces this module with its computed value (vite.config.ts), so pages
 * carry only the schemas they validate with, not every schema the table names.
 */
export const endpointRoutes = Object.fromEntries(
  Object.entries(endpoints as Record<string, Endpoint>).map(
    ([name, { path, method, silent, multipart }]) => [
      name,
      { path, method, silent, ...(multipart && { multipart }) },
    ],
  ),
) as Record<EndpointName, EndpointRoute>;
