/** The briefings screens' query keys, apart from the API client (the app's shell seeds the list: decision 108). */
export const briefingKeys = {
  all: ["briefings"] as const,
  one: (id: string) => ["briefings", id] as const,
  history: (name: string) => ["briefings", "history", name] as const,
  billing: ["billing", "status"] as const,
  feedback: (id: string) => ["briefings", id, "feedback"] as const,
  plan: (description: string, briefingId?: string) =>
    ["briefings", "plan", description, briefingId ?? null] as const,
};
