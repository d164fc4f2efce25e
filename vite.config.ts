import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const api = process.env.API_URL ?? "http://localhost:3000";

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  build: { outDir: "../../dist", emptyOutDir: true, sourcemap: true, manifest: true },
  server: {
    port: 5173,
    proxy: {
      // The API refuses writes from a foreign Origin; in development the page's
      // origin is Vite's, so present the API's own.
      "/api": {
        target: api,
        changeOrigin: true,
        configure: (proxy) => proxy.on("proxyReq", (req) => req.setHeader("origin", api)),
      },
    },
  },
});
