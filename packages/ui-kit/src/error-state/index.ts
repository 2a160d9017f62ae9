export { ErrorDetails, ErrorState, type ErrorStateProps } from './error-state.tsx';
