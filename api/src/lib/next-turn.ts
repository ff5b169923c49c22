/**
 * The next turn of the event loop. PGlite answers on the event loop's own thread, so a chain of
 * its queries never lets timers or sockets run in between: long reads await this between batches,
 * or one company's export or big group keeps every other request (even /healthz) waiting.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
