import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['admin', 'api', 'content-seed', 'site'],
  },
});
