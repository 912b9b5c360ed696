// @portal/ui/pagination: accessible pager (nav landmark, aria-current page).
import './pagination.css';

export { Pagination, type PaginationProps } from './Pagination';
export { pageCount, pageFromQuery, pageWindow } from './pages';
