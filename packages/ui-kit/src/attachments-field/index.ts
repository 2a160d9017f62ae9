export { AttachmentsField, ATTACHMENTS_FIELD, mapAttachmentsError, type AttachmentsFieldProps } from './attachments-field.tsx';
export { ATTACHMENT_RULES } from './attachment-rules.ts';
