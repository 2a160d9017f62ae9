export { Toaster, type ToasterProps } from './toaster.tsx';
export { toast } from './toast.ts';
