// Back office (issue 34): the schemas of work queues, the remote registry, the outbox, satisfaction statistics.
export {};
