export { Dialog, type DialogContentProps, type DialogSize } from './dialog.tsx';
export { MessageDialog, type MessageDialogProps, type MessageTone } from './message-dialog.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';
export { ViewDialog, type ViewDialogProps } from './view-dialog.tsx';
