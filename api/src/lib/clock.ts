/** The time source of the service; tests replace it to move through days, months and expiries. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until told to move. */
export function manualClock(start: Date | string) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (to: Date | string) => {
      current = new Date(to);
    },
    advance: (ms: number) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

/**
 * A clock `offsetMs` ahead of `base` (behind when negative), for the journeys' servers: a preview
 * link after its hour. Moved to 0, it tells `base`'s time again.
 */
export function offsetClock(base: Clock) {
  let offsetMs = 0;
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    moveTo: (offset: number) => {
      offsetMs = offset;
    },
  };
}
