import type { ReactNode } from 'react';
import { hasPermission } from './navigation-rules.ts';
import { useCurrentUser } from './current-user.ts';

/** Whether the signed-in user may see the element named `name` (spec §6's has directive). */
export function useHas(name: string): boolean {
  return hasPermission(name, useCurrentUser()?.authMenuList ?? null);
}

/** Renders its children only when `name` is in the user's authMenuList (or there is no list). */
export function Has({ name, children }: { name: string; children: ReactNode }) {
  return useHas(name) ? children : null;
}
