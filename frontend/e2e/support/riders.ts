import type { APIRequestContext } from "@playwright/test";
import { graphql } from "./graphql";

/**
 * Makes a fresh account a rider, as a superadmin does in Users, and answers the rider's id. Specs
 * that deliver use a rider of their own: the demo rider's cash is settled by admin-riders.e2e.ts,
 * which may run earlier in the same worker (the same app and database).
 */
export async function makeRider(email: string, superadmin: { request: APIRequestContext }): Promise<string> {
  const { adminUsers } = await graphql<{ adminUsers: { items: { id: string; email: string }[] } }>(
    `query E2EMakeRiderFind($search: String) { adminUsers(search: $search, limit: 5, offset: 0) { items { id email } } }`,
    { search: email },
    superadmin,
  );
  const user = adminUsers.items.find((item) => item.email === email);
  if (!user) throw new Error(`no account ${email} to make a rider`);
  await graphql(`mutation E2EMakeRider($id: ID!) { setUserRole(id: $id, role: RIDER) { id } }`, { id: user.id }, superadmin);
  return user.id;
}

/** Today in Asia/Kolkata (YYYY-MM-DD), as the Cash page and the API count days. */
export const indiaToday = (): string => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
