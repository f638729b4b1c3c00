/**
 * How test files share the workers, which every project states (Vitest 5 takes it from each
 * project's own config, never the root's, and refuses projects that differ).
 *
 * - `maxWorkers`: without it the files ran one after another on CI's two cores. Most of a file's
 *   time waits on a database, a child process, a socket or a browser-less build, so three share two
 *   cores well.
 * - `isolate: false`: a worker imports the app's modules once for all the files it runs, instead of
 *   once per file. The files share no state through modules (each opens its own app, database and
 *   data folder, and hands the app its configuration), and the API suite took 41% less processor
 *   time (12.8 instead of 22 minutes, 408 instead of 690 s on two cores).
 */
export const WORKERS = { maxWorkers: 3, isolate: false };
