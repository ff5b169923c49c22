import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';

export type DesignSystemProviderProps = {
  children: ReactNode;
};

/** Wraps an app (or a story) so every component speaks zh-CN: dates, numbers, built-in labels. */
export function DesignSystemProvider({ children }: DesignSystemProviderProps) {
  return <I18nProvider locale="zh-CN">{children}</I18nProvider>;
}
