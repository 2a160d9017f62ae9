export { Command, CommandDialog, type CommandDialogProps, type CommandSeparatorProps } from './command.tsx';
