export { AttachmentsField, ATTACHMENTS_FIELD, mapAttachmentsError, type AttachmentsFieldProps } from './attachments-field.tsx';
export { ATTACHMENT_RULES, type AttachmentRules } from './attachment-rules.ts';
