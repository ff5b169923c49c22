// page-flip's ESM build has no types of its own; they are @types/page-flip's (the package root).
declare module 'page-flip/dist/js/page-flip.module.js' {
  export { PageFlip } from 'page-flip';
}
