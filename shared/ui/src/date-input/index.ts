// @portal/ui/date-input: a date as three labelled fields with its Korean checks (see README.md).
import './date-input.css';

export { checkDate, DateInput, dateText, datePartsOf, EMPTY_DATE, fromIsoDate, isoOfDateText, korean, toIsoDate, type DateInputProps, type DateParts } from './DateInput';
