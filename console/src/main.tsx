import '@p5g/tokens/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { DesignSystemProvider } from '@p5g/design-system';
import { router } from './app/router.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DesignSystemProvider>
      <RouterProvider router={router} />
    </DesignSystemProvider>
  </StrictMode>,
);
