export { DesignSystemProvider } from './components/DesignSystemProvider/DesignSystemProvider.tsx';
export type { DesignSystemProviderProps } from './components/DesignSystemProvider/DesignSystemProvider.tsx';
export { Button, buttonVariants, buttonSizes } from './components/Button/Button.tsx';
export type { ButtonProps } from './components/Button/Button.tsx';
