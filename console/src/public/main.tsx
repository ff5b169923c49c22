import '@p5g/tokens/theme.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { basePath } from '@p5g/api/contract';
import { routeFor } from '../lib/routes-table.ts';
import { storedUser } from '../lib/session.ts';
import { PublicApp } from './PublicApp.tsx';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter basename={basePath}>
      <PublicApp />
    </BrowserRouter>
  </StrictMode>
);

// The pre-rendered page is what a signed-out visitor sees; a signed-in user's framed page (in the
// console's layout) is drawn anew.
const pathname = window.location.pathname.slice(basePath.length);
if (routeFor(pathname)?.layout && storedUser(localStorage)) {
  root.replaceChildren();
  createRoot(root).render(app);
} else {
  hydrateRoot(root, app);
}
