/** An account number as people read it off a screen: groups of four digits. */
export const accountNumberForReading = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');
