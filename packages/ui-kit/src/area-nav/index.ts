export { AreaNav, type AreaNavLink, type AreaNavProps } from './area-nav.tsx';
