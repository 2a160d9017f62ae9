export { REBOOT_GIVE_UP_MS, REBOOT_POLL_MS, RebootingDialog, type RebootingDialogProps } from './rebooting-dialog.tsx';
