import type { ReactNode } from 'react';
import { StatusTag as Tag } from '@p5g/design-system';
import { statusTagOf, type StatusFamily } from '../status-tags.ts';
import { note } from './page.css.ts';

type StatusTagProps = {
  family: StatusFamily;
  /** The status as the server sends it. */
  value: string | number | null | undefined;
  /** Shown for a value the spec does not name; nothing when null. */
  fallback?: ReactNode;
};

/** A status of one of the console's families as a tag: the contract's words in the family's tone. */
export function StatusTag({ family, value, fallback = '-' }: StatusTagProps) {
  const tag = statusTagOf(family, value);
  if (tag) return <Tag {...tag} />;
  return fallback == null ? null : <span className={note}>{fallback}</span>;
}
