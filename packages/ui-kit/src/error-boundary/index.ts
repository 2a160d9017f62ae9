export { ErrorBoundary, type ErrorBoundaryProps } from './error-boundary.tsx';
export { crashDetails, SectionBoundary, type SectionBoundaryProps } from './section-boundary.tsx';
