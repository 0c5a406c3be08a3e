import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['workers/**/*.test.ts', 'src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
