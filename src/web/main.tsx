import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { router } from "./app/router";
import { LanguageProvider } from "./components/language-provider";
import { shouldRetry } from "./lib/api";
// Before the first render: the texts and <html lang> are the chosen language's from the start.
import "./lib/i18n";
import { registerServiceWorker } from "./lib/pwa";
import "./styles.css";

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: true, staleTime: 30_000, retry: shouldRetry } },
});

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>
        <RouterProvider router={router} />
      </LanguageProvider>
    </QueryClientProvider>
  </StrictMode>,
);

registerServiceWorker();
