// The one-line text field of the portal's forms lives in ../form/fields.tsx (imported by every form as
// `@portal/ui/form`); this folder holds its examples and README next to this re-export.
export { TextField } from '../form';
