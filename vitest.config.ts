import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['api', 'content-seed', 'site'],
  },
});
