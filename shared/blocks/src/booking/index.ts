// @portal/blocks/booking: the booking picker (the calendar and free slots of an office, from the API),
// shared by booking step ps2 and the time change on my page. Its date grid and slot list are
// primitives of @portal/ui/booking.
import '@portal/ui/booking';

export { BookingPicker, type BookingChoice, type BookingPickerProps } from './booking-picker';
