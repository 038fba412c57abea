import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { user } from "../db/schema";

/**
 * Grants or revokes the admin role (the only way to become an admin: `npm run admin -- <email>`).
 * The role lives in the database and is read on every request, so it takes effect at once.
 */
export async function setAdminRole(
  db: Db,
  email: string,
  admin: boolean,
): Promise<"updated" | "unchanged" | "not_found"> {
  const normalised = email.trim().toLowerCase();
  const [u] = await db.select({ id: user.id, role: user.role }).from(user).where(eq(user.email, normalised));
  if (!u) return "not_found";
  const want = admin ? "admin" : "user";
  if ((u.role ?? "user") === want) return "unchanged";
  await db.update(user).set({ role: want, updatedAt: new Date() }).where(eq(user.id, u.id));
  return "updated";
}
