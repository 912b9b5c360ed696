// Checkboxes live in ../form/fields.tsx (`@portal/ui/form`); this folder holds their examples and README.
export { CheckboxField, CheckboxGroup } from '../form';
