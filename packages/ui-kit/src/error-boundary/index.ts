export { crashDetails, ErrorBoundary, SectionBoundary, type ErrorBoundaryProps, type SectionBoundaryProps } from './error-boundary.tsx';
