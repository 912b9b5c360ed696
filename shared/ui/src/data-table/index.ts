// The data table lives in ../table.tsx (`@portal/ui`); this folder holds its examples and README.
export { ColumnHeads, HeadedTable } from '../table';
