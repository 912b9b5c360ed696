// The multi-line field is TextField with `multiline` (../form/fields.tsx, `@portal/ui/form`): one
// component, so labels, hints and errors behave alike. This folder holds its examples and README.
export { TextField } from '../form';
