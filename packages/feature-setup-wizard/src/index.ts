export { setupWizardRoutes } from './routes.tsx';
