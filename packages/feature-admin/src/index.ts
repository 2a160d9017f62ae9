export { adminRoutes } from './routes.tsx';
