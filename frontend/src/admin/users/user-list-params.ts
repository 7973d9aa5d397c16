import type { UserRole } from "../../gql/graphql";

/** The user list's search, role and page, kept in the URL: `?q=ravi&role=ADMIN&page=2`. */
export const USERS_PAGE_SIZE = 20;
const MAX_OFFSET = 10_000;

/** Every role, in the order the role select and the filter offer them. */
export const USER_ROLES = ["CUSTOMER", "ADMIN", "SUPERADMIN", "RIDER"] as const satisfies readonly UserRole[];

// Fails to compile when the schema gains a role this list (and so the select) lacks.
type MissingRole = Exclude<UserRole, (typeof USER_ROLES)[number]>;
const allRolesListed: [MissingRole] extends [never] ? true : MissingRole = true;
void allRolesListed;

export interface UserListParams {
  search: string;
  role: UserRole | null;
  page: number;
}

export const EMPTY_USER_LIST_PARAMS: UserListParams = { search: "", role: null, page: 1 };

function parseRole(value: string | null): UserRole | null {
  const role = value?.trim().toUpperCase();
  return USER_ROLES.find((known) => known === role) ?? null;
}

function parsePage(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export function userListParamsFromSearch(params: URLSearchParams): UserListParams {
  return { search: (params.get("q") ?? "").trim(), role: parseRole(params.get("role")), page: parsePage(params.get("page")) };
}

export function userListParamsToSearch(list: UserListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (list.search.trim() !== "") params.set("q", list.search.trim());
  if (list.role) params.set("role", list.role);
  if (list.page > 1) params.set("page", String(list.page));
  return params;
}

/** adminUsers' variables for a list. */
export function userListVariables(list: UserListParams) {
  const search = list.search.trim();
  return {
    search: search === "" ? null : search,
    role: list.role,
    limit: USERS_PAGE_SIZE,
    offset: Math.min((Math.max(1, Math.floor(list.page)) - 1) * USERS_PAGE_SIZE, MAX_OFFSET),
  };
}
