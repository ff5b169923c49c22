/**
 * Where the home page refreshes its content from: the contract's `siteHome` endpoint, written out so
 * the initial bundle needs none of the contract's schemas (a test keeps it equal to the contract).
 */
export const siteHomeUrl = '/api/platform/site/home';
