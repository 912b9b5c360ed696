// Radio buttons live in ../form/fields.tsx (`@portal/ui/form`); this folder holds their examples and README.
export { RadioGroup } from '../form';
