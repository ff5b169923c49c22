/** Durations, in milliseconds, that the spec (§9) fixes and the apps use in timers. */
export const timing = {
  /** The global spinner hides this long after the last response. */
  spinnerHideDelay: 200,
  /** Tooltips open after this delay. */
  tooltipDelay: 100,
  /** Messages (toasts) and the expired-session notice stay this long. */
  messageDuration: 3000,
  /** Repeated session-expiry redirects are debounced by this much. */
  sessionExpiryDebounce: 2000,
  /** Hover state of a card is reset this long after the pointer leaves. */
  cardHoverReset: 100,
  /** Desktop home banner autoplay interval. */
  bannerAutoplay: 10000,
  /** Mobile home banner swipe interval. */
  mobileSwipe: 3000,
} as const;
