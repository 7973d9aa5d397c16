import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

const backend = "http://127.0.0.1:4000";

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      "/graphql": { target: backend, ws: true },
      "/api": backend,
      "/uploads": backend,
    },
  },
  build: { outDir: "dist", sourcemap: false },
});
