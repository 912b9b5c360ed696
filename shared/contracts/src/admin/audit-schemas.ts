// Back office (issue 34): the schemas of the append-only audit log, masked records opened with a reason.
export {};
