import { AttachmentField as Field, type AttachmentFieldProps as FieldProps } from '@portal/ui/upload';
import { uploadFile } from './transport';

export type AttachmentFieldProps = Omit<FieldProps, 'upload'>;

/** @portal/ui/upload's attachment field sending each file by the portal's fileUpload call. */
export function AttachmentField(props: AttachmentFieldProps) {
  return <Field {...props} upload={uploadFile} />;
}
