// @portal/ui/upload: the accessible attachment field and its checks (no antd). How a file reaches the
// server is a prop: @portal/blocks/upload wires the portal's fileUpload call in.
import './upload.css';

export { AttachmentField, type AttachmentFieldProps } from './AttachmentField';
export { DEFAULT_ATTACHMENT_RULES, fileExtension, fitCount, formatBytes, precheckFile, uploadErrorMessage, UploadError, type AttachmentRules, type UploadFn } from './checks';
