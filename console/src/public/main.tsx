import '@p5g/tokens/theme.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { basePath } from '@p5g/api/contract';
import { storedUser } from '../lib/session.ts';
import { PublicApp } from './PublicApp.tsx';
import { prerenderedAnswersElementId } from './prerendered-answers.ts';

const root = document.getElementById('root')!;
const answers = document.getElementById(prerenderedAnswersElementId)?.textContent;
const app = (
  <StrictMode>
    <BrowserRouter basename={basePath}>
      <PublicApp answers={answers ? JSON.parse(answers) : undefined} />
    </BrowserRouter>
  </StrictMode>
);

// The pre-rendered HTML is the page as a signed-out visitor sees it (the service sends it only for
// the bare address); a signed-in user's page (the console's layout, 返回控制台) is drawn anew.
if (storedUser(localStorage)) {
  root.replaceChildren();
  createRoot(root).render(app);
} else {
  hydrateRoot(root, app);
}
