// @portal/ui/booking: the accessible date grid and slot picker of consultation booking (step ps2
// and the time change on my page). No antd.
import '../form/form.css';
import './booking.css';

export { DateGrid, type DateGridProps } from './date-grid';
export { SlotPicker, type PickerSlot, type SlotPickerProps } from './slot-picker';
export { dayLabel, fullDate, initialFocus, longDate, moveFocus, shiftDate, weekdayOf, weeksBetween, WEEKDAYS, type GridDay } from './calendar-logic';
