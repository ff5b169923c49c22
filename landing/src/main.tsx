import '@p5g/tokens/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DesignSystemProvider } from '@p5g/design-system';
import { HomePlaceholder } from './HomePlaceholder.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DesignSystemProvider>
      <HomePlaceholder />
    </DesignSystemProvider>
  </StrictMode>,
);
