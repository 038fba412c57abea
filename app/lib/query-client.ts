import { QueryClient } from "@tanstack/react-query";

/** Data queries retry once and do not refetch on window focus (spec §7). */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 },
      mutations: { retry: 0 },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * One client per page load in the browser, so the hydration fallback and the app share one cache (the
 * session asked once, the boot data seeded once); a new one for each render at build time.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}
