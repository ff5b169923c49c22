/** A status: a number in most tables, a word in some (e.g. `published`). */
export type Status = number | string;

/** A status machine's transition table: each event, the statuses it applies in, and where it leads. */
export type Transitions = Record<string, { from: readonly Status[]; to: Status }>;

/**
 * The status an event leads to, or null when the event does not apply in that status (the caller
 * refuses the request: someone acted first, or the action is not offered there).
 */
export function nextStatus<Table extends Transitions, Event extends keyof Table>(
  table: Table,
  status: Status,
  event: Event,
): Table[Event]['to'] | null {
  const transition = table[event] as { from: readonly Status[]; to: Status };
  return transition.from.includes(status) ? (transition.to as Table[Event]['to']) : null;
}
