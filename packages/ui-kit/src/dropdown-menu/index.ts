export { DropdownMenu, type DropdownMenuItemProps } from './dropdown-menu.tsx';
