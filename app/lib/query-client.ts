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
