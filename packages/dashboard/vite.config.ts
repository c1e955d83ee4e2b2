import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Two pages, one build: the dashboard (`index.html`, served at `/admin`) and the survey page (`survey.html`, served
 * at `/survey/{token}`), sharing `/admin/assets/`. `npm run dev` proxies the API of a server started on port 3000.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: { input: { index: 'index.html', survey: 'survey.html' } },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/admin/api': 'http://localhost:3000',
      '/survey/v1': 'http://localhost:3000',
    },
  },
});
