/**
 * npm run admin -- <email>            grant the admin role
 * npm run admin -- <email> --revoke   take it away
 * Uses the same configuration as the server (DATA_DIR / DATABASE_URL).
 */
import { setAdminRole } from "../accounts/set-admin-role";
import { ConfigError, loadConfig } from "../config";
import { openDatabase } from "../db/client";

async function main() {
  const args = process.argv.slice(2);
  const revoke = args.includes("--revoke");
  const emails = args.filter((a) => !a.startsWith("--"));
  if (emails.length !== 1 || args.some((a) => a.startsWith("--") && a !== "--revoke")) {
    process.stderr.write("Usage: npm run admin -- <email> [--revoke]\n");
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.database.kind === "pglite"
      ? config.database
      : { kind: "postgres", url: config.database.url, poolSize: 2 }, // migrate() holds one connection for its lock,
  );
  try {
    await database.migrate();
    const email = emails[0]!;
    const r = await setAdminRole(database.db, email, !revoke);
    if (r === "not_found") {
      process.stderr.write(`No account with the email ${email}. The person must sign up first.\n`);
      process.exitCode = 1;
    } else if (r === "unchanged") {
      process.stdout.write(
        `${email} ${revoke ? "is not an admin" : "is already an admin"}: nothing changed.\n`,
      );
    } else {
      process.stdout.write(`${email} ${revoke ? "is no longer an admin" : "is now an admin"}.\n`);
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  process.stderr.write(
    `${err instanceof ConfigError ? err.message : `admin failed: ${err instanceof Error ? err.message : String(err)}`}\n`,
  );
  process.exit(1);
});
