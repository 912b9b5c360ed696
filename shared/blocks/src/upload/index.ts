// @portal/blocks/upload: the accessible attachment field and its checks (no antd).
import './upload.css';

export { AttachmentField, type AttachmentFieldProps } from './AttachmentField';
export { DEFAULT_ATTACHMENT_RULES, fileExtension, fitCount, formatBytes, precheckFile, uploadErrorMessage, type AttachmentRules } from './checks';
export { UploadError, uploadFile } from './transport';
