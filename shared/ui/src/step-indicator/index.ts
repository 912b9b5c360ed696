// The KRDS step indicator lives in ../form/fields.tsx (`@portal/ui/form`); this folder holds its examples and README.
export { StepIndicator } from '../form';
