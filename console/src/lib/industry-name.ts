import { industries, type IndustryCode } from '@p5g/api/contract';

/** An industry's Chinese name (the contract's list); an unknown code as it is. */
export const industryName = (code: IndustryCode) =>
  industries.find((industry) => industry.code === code)?.name ?? code;
