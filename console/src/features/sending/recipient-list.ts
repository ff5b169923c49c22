import { mobilePattern, sendLimits } from '@p5g/api/contract';

/** What the number box holds, as the send page lists it back. */
export type RecipientList = {
  /** Distinct valid numbers, in the order first typed. */
  valid: string[];
  /** Entries that are not a mainland mobile number, each once, as typed. */
  invalid: string[];
  /** Valid numbers typed more than once, each once. */
  duplicates: string[];
  /**
   * More entries than one send takes (spec §5: up to 100 numbers per send). Every entry counts,
   * as on the server, which lists the invalid and duplicate ones back.
   */
  overLimit: boolean;
};

/** Numbers are separated by line breaks, commas, semicolons, 、 or spaces (either width). */
const separators = /[\s,，;；、]+/u;

/** The entries of the number box, as typed, without separators and empty entries. */
export const recipientEntries = (text: string) => text.split(separators).filter(Boolean);

/** Splits the number box and checks each entry against the mainland mobile pattern (spec §5). */
export function parseRecipients(text: string): RecipientList {
  const entries = recipientEntries(text);
  const valid = new Set<string>();
  const invalid = new Set<string>();
  const duplicates = new Set<string>();
  for (const entry of entries) {
    if (!mobilePattern.test(entry)) invalid.add(entry);
    else if (valid.has(entry)) duplicates.add(entry);
    else valid.add(entry);
  }
  return {
    valid: [...valid],
    invalid: [...invalid],
    duplicates: [...duplicates],
    overLimit: entries.length > sendLimits.typedMobiles,
  };
}
