import { useLocation } from 'react-router-dom';
import type { Platform } from '@p5g/api/contract';
import { href } from '../../lib/routes-table.ts';
import { LoginPage } from './LoginPage.tsx';

const platformOfPath: Record<string, Platform> = {
  [href('login')]: 1,
  [href('chatbot_login')]: 2,
  [href('manage_login')]: 3,
};

/** The three login routes share one page; the path decides the platform. */
export function Component() {
  const { pathname } = useLocation();
  return <LoginPage platform={platformOfPath[pathname] ?? 1} />;
}
