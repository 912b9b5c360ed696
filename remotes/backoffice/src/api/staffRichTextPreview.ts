import { staffRichTextPreview as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/staff/center/preview: rich text through the writes' allow-list, as the public page will show it (nothing stored). */
export const staffRichTextPreview = defineMutation(descriptor);
