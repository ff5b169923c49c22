/**
 * For overlays (dialogs, sheets, popovers, page-level layers): on a docs page each story renders in
 * its own frame of a fixed height with its play function run, so it shows open, as it is reviewed,
 * instead of covering the page or showing only its closed trigger.
 */
export const overlayDocs = { docs: { story: { inline: false, height: '480px' } } };
