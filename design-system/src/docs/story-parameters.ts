/**
 * For overlays (dialogs, sheets, popovers, page-level layers): on a docs page each story renders in
 * its own frame of a fixed height with its play function run, so it shows open, as it is reviewed,
 * instead of covering the page or showing only its closed trigger.
 */
export const overlayDocs = { docs: { story: { inline: false, height: '480px' } } };

/**
 * The controls of a date field's stories: the states to toggle and the texts to type; the dates
 * themselves are set by each story.
 */
export const dateFieldArgTypes = {
  isDisabled: { control: 'boolean' },
  isRequired: { control: 'boolean' },
  isInvalid: { control: 'boolean' },
  description: { control: 'text' },
  errorMessage: { control: 'text' },
  today: { control: false },
  value: { control: false },
  defaultValue: { control: false },
  minValue: { control: false },
  maxValue: { control: false },
} as const;
