// Back office (issue 34): the schemas of office hours, slot capacity, closures; today's bookings, check-in, no-show.
export {};
