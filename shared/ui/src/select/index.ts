// The select box lives in ../form/fields.tsx (`@portal/ui/form`); this folder holds its examples and README.
export { SelectField } from '../form';
