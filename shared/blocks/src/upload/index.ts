// @portal/blocks/upload: the attachment field of @portal/ui/upload wired to the fileUpload call.
export { AttachmentField, type AttachmentFieldProps } from './AttachmentField';
export { DEFAULT_ATTACHMENT_RULES, fileExtension, fitCount, formatBytes, precheckFile, uploadErrorMessage, UploadError, type AttachmentRules } from '@portal/ui/upload';
