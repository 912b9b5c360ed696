// The loading spinner lives in ../pages.tsx (`@portal/ui`); this folder holds its examples and README.
export { Spinner } from '../pages';
