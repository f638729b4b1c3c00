/**
 * How many test files run at once. Every project states it (Vitest 5 takes it from each project's
 * own config, never the root's, and refuses projects that differ): without it the files ran one
 * after another on CI's two cores. Most of a file's time waits on a database, a child process, a
 * socket or a browser-less build, so three share two cores well.
 */
export const MAX_WORKERS = 3;
