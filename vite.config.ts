import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { contentPlugin } from './src/vite/content-plugin.ts';
import { apiPlugin } from './src/vite/api-plugin.ts';

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), contentPlugin(), apiPlugin()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  server: { port: Number(process.env.PORT ?? 5173), host: process.env.HOST ?? 'localhost' },
  build: { target: 'es2022', cssCodeSplit: false },
});
