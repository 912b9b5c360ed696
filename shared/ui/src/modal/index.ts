// The modal dialog lives in ../dialog.ts (`@portal/ui/dialog`, framework-free, loaded lazily by its
// callers); this folder holds its examples and README.
export { showDialog, confirmFirst } from '../dialog';
