import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['admin', 'api', 'content-seed', 'site'],
    // Vitest's own default is one worker fewer than the processors: one on CI's two cores, which
    // ran the files one after another. Most of their time waits on a database, a child process or
    // a socket, so two share two cores well.
    maxWorkers: 2,
  },
});
