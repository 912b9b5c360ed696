// A remote is consumed through its exposes (see rspack.config.mjs); this entry is intentionally empty.
export {};
