import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The dashboard's component tests (docs/development.md#test-tiers): Vitest in happy-dom with Testing Library, for the
 * views whose logic is their own (report parameters, the survey form, the permission forms). Part of `npm test`.
 */
export default defineConfig({
  plugins: [react()],
  test: { environment: 'happy-dom', include: ['test/**/*.test.{ts,tsx}'], testTimeout: 5_000 },
});
