import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { router } from "./app/router";
import { LanguageProvider } from "./components/language-provider";
import { shouldRetry } from "./lib/api";
import { i18nReady } from "./lib/i18n";
import { registerServiceWorker } from "./lib/pwa";
import "./styles.css";

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: true, staleTime: 30_000, retry: shouldRetry } },
});

// After the chosen language's texts are in: the first render is already in it, never English first.
void i18nReady.then(() =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <LanguageProvider>
          <RouterProvider router={router} />
        </LanguageProvider>
      </QueryClientProvider>
    </StrictMode>,
  ),
);

registerServiceWorker();
