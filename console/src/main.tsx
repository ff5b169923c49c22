import '@p5g/tokens/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DesignSystemProvider } from '@p5g/design-system';
import { ConsolePlaceholder } from './ConsolePlaceholder.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DesignSystemProvider>
      <ConsolePlaceholder />
    </DesignSystemProvider>
  </StrictMode>,
);
