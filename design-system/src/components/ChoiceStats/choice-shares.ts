export type ChoiceCount = { label: string; count: number };

/**
 * Each choice's share of `answered` in whole percent, and the largest count (the longest bar). A
 * multiple-choice question's shares may add up to more than 100: each is of the people who
 * answered.
 */
export function choiceShares(items: readonly ChoiceCount[], answered: number) {
  const peak = Math.max(0, ...items.map((item) => item.count));
  return {
    peak,
    rows: items.map((item) => ({
      ...item,
      percent: answered > 0 ? Math.round((item.count / answered) * 100) : 0,
    })),
  };
}
