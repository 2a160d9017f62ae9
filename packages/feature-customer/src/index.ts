export { customerRoutes } from './routes.tsx';
