export { Tabs } from './tabs.tsx';
