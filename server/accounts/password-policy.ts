import { messages } from "../../common/accounts";
import { badRequest } from "../http/errors";
import { isCommonPassword } from "./common-passwords";

/** The server's rule for any new password, beyond the length rules in common/accounts.ts. */
export function assertAcceptablePassword(password: string, email?: string) {
  if (isCommonPassword(password)) throw badRequest(messages.commonPassword, "weak_password");
  if (email && password.toLowerCase() === email.toLowerCase()) {
    throw badRequest("Your password must not be your email address.", "weak_password");
  }
}
