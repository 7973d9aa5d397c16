import { useFragment, useQuery } from "@apollo/client/react";
import { Grid, Input, Pagination, Select, Tag, type TableColumnsType } from "antd";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { useCurrentUser } from "../../common/current-user";
import { formatDate } from "../../common/formatters";
import { ListView } from "../../common/list-view";
import { useErrorText } from "../../common/error-text";
import { PageTitle } from "../../common/page-title";
import { graphql } from "../../gql";
import type { UserRole, UsersList_UserFragment } from "../../gql/graphql";
import { SuperadminOnly } from "../common/superadmin-only";
import { UserRoleSelect } from "./user-role-select";
import {
  USER_ROLES,
  USERS_PAGE_SIZE,
  userListParamsFromSearch,
  userListParamsToSearch,
  userListVariables,
  type UserListParams,
} from "./user-list-params";
import { AdminOpsUsersDocument } from "./users-documents";
import styles from "./users.module.css";
import { CardList } from "../../common/card-list";

/** What a row of the user list shows besides the role select. */
export const UsersListFragment = graphql(`
  fragment UsersList_User on User {
    id
    userName
    email
    phone
    isVerified
    createdAt
  }
`);

type UserRow = UsersList_UserFragment;

/** /admin/users: superadmins list and search customers and staff and change their roles. */
export function UsersPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  if (user && user.role !== "SUPERADMIN") return <SuperadminOnly page={t("adminOps.users.title")} />;
  return <UsersList selfId={user?.id ?? null} />;
}

function UsersList({ selfId }: { selfId: string | null }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const ids = { search: useId(), role: useId() };
  const [searchParams, setSearchParams] = useSearchParams();
  const list = userListParamsFromSearch(searchParams);
  const wide = Grid.useBreakpoint().md ?? false;
  const [search, setSearch] = useState(list.search);
  useEffect(() => setSearch(list.search), [list.search]);

  const { data, previousData, loading, error, refetch } = useQuery(AdminOpsUsersDocument, {
    variables: userListVariables(list),
    fetchPolicy: "cache-and-network",
  });
  const result = data ?? previousData;
  const items = error ? [] : (result?.adminUsers.items ?? []);
  const rows = useFragment({ fragment: UsersListFragment, fragmentName: "UsersList_User", from: items });
  const users = rows.complete ? rows.data : [];
  const total = error ? 0 : (result?.adminUsers.total ?? 0);
  const firstLoad = loading && !result;
  const show = (next: UserListParams) => setSearchParams(userListParamsToSearch(next));
  const emptyText = list.search || list.role ? t("adminOps.users.noMatches") : t("adminOps.users.none");

  const name = (row: UserRow) => (
    <span className={styles.nameCell}>
      <span className={styles.strong}>{row.userName}</span>
      {row.id === selfId && <Tag>{t("adminOps.users.you")}</Tag>}
      {!row.isVerified && <Tag color="warning">{t("adminOps.users.unverified")}</Tag>}
    </span>
  );
  // A role change moves the user out of a list filtered by role: that list asks again.
  const roleChanged = () => {
    if (list.role) void refetch().catch(() => undefined);
  };
  const roleSelect = (row: UserRow) => {
    const user = items.find((item) => item.id === row.id);
    return user && <UserRoleSelect user={user} self={row.id === selfId} onChanged={roleChanged} />;
  };

  const columns: TableColumnsType<UserRow> = [
    { title: t("adminOps.users.name"), key: "name", render: (_, row) => name(row) },
    { title: t("adminOps.users.email"), dataIndex: "email", render: (email: string) => <span className={styles.wrap}>{email}</span> },
    { title: t("adminOps.users.phone"), dataIndex: "phone" },
    { title: t("adminOps.users.joined"), dataIndex: "createdAt", render: (value: string) => formatDate(value) },
    { title: t("adminOps.users.roleColumn"), key: "role", render: (_, row) => roleSelect(row) },
  ];

  const body = (
    <ListView<UserRow>
      rows={users}
      rowKey="id"
      columns={columns}
      wide={wide}
      firstLoad={firstLoad}
      failure={
        error
          ? {
              title: errorText(error, t("adminOps.users.loadFailed")),
              retryLabel: t("adminOps.common.retry"),
              onRetry: () => void refetch().catch(() => undefined),
            }
          : null
      }
      emptyText={emptyText}
      loadingLabel={t("adminOps.users.loading")}
      classNames={{ table: styles.table, empty: styles.empty }}
      renderCards={(items) => (
        <CardList>
          {items.map((row) => (
            <li key={row.id} className={styles.card}>
              {name(row)}
              <span className={styles.wrap}>{row.email}</span>
              <span>{row.phone}</span>
              <span className={styles.muted}>{t("adminOps.users.joinedOn", { date: formatDate(row.createdAt) })}</span>
              {roleSelect(row)}
            </li>
          ))}
        </CardList>
      )}
    />
  );

  return (
    <div className={styles.page}>
      <PageTitle page={t("adminOps.users.title")} area="admin" />
      <h1 className={styles.title}>{t("adminOps.users.title")}</h1>
      <p className={styles.intro}>{t("adminOps.users.intro")}</p>
      <div className={styles.filters} role="search" aria-label={t("adminOps.users.filters")}>
        <div className={styles.field}>
          <label htmlFor={ids.search}>{t("adminOps.users.searchLabel")}</label>
          <Input.Search
            id={ids.search}
            value={search}
            allowClear
            maxLength={100}
            placeholder={t("adminOps.users.searchPlaceholder")}
            enterButton={t("adminOps.users.searchButton")}
            onChange={(event) => {
              setSearch(event.target.value);
              if (event.target.value === "" && list.search !== "") show({ ...list, search: "", page: 1 });
            }}
            onSearch={(value) => show({ ...list, search: value.trim(), page: 1 })}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.role}>{t("adminOps.users.roleFilter")}</label>
          <Select<UserRole | "">
            id={ids.role}
            value={list.role ?? ""}
            onChange={(role) => show({ ...list, role: role === "" ? null : role, page: 1 })}
            options={[
              { value: "", label: t("adminOps.users.allRoles") },
              ...USER_ROLES.map((role) => ({ value: role, label: t(`adminOps.users.role.${role}`) })),
            ]}
            className={styles.roleSelect}
          />
        </div>
      </div>
      {!error && (
        <p className={styles.count} aria-live="polite">
          {firstLoad ? t("adminOps.users.loading") : t("adminOps.users.count", { count: total })}
        </p>
      )}
      {body}
      {!error && total > USERS_PAGE_SIZE && (
        <nav aria-label={t("adminOps.users.paging")} className={styles.paging}>
          <Pagination
            current={list.page}
            pageSize={USERS_PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            simple={!wide}
            onChange={(page) => show({ ...list, page })}
          />
        </nav>
      )}
    </div>
  );
}
