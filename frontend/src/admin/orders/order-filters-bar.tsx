import { Button, Input, Select, Tag } from "antd";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../common/formatters";
import type { OrderStatus } from "../../gql/graphql";
import { ORDER_STATUSES, orderStatusLabelKey } from "../../common/orders/order-status";
import { isFiltered, isOrderSearch, parseDay, withFilter, type OrderListParams } from "./order-list-params";
import styles from "./orders.module.css";

/**
 * The order list's filters: statuses, one day, the order ID search, and the dashboard's range of
 * days when a link brought one. Each change replaces the URL (page 1); the list follows the URL.
 */
export function OrderFiltersBar({ list, onChange }: { list: OrderListParams; onChange: (next: OrderListParams) => void }) {
  const { t } = useTranslation();
  const ids = { status: useId(), date: useId(), search: useId(), searchError: useId() };
  const [search, setSearch] = useState(list.search);
  const [searchError, setSearchError] = useState(false);
  // Back/forward and dashboard links change the URL: the box shows what the list is searching.
  useEffect(() => setSearch(list.search), [list.search]);

  const statusOptions = ORDER_STATUSES.map((status) => ({ value: status, label: t(orderStatusLabelKey(status)) }));
  const range = list.from || list.to;

  return (
    <div className={styles.filters} role="search" aria-label={t("adminOps.orders.filters")}>
      <div className={styles.filterField}>
        <label htmlFor={ids.status}>{t("adminOps.orders.statusFilter")}</label>
        <Select<OrderStatus[]>
          id={ids.status}
          mode="multiple"
          allowClear
          value={list.statuses}
          options={statusOptions}
          placeholder={t("adminOps.orders.allStatuses")}
          onChange={(statuses) => onChange(withFilter(list, { statuses }))}
          className={styles.statusSelect}
          maxTagCount="responsive"
        />
      </div>
      <div className={styles.filterField}>
        <label htmlFor={ids.date}>{t("adminOps.orders.dateFilter")}</label>
        <Input
          id={ids.date}
          type="date"
          value={list.date ?? ""}
          onChange={(event) => onChange(withFilter(list, { date: parseDay(event.target.value) }))}
          className={styles.dateInput}
        />
      </div>
      <div className={styles.filterField}>
        <label htmlFor={ids.search}>{t("adminOps.orders.searchLabel")}</label>
        <Input.Search
          id={ids.search}
          value={search}
          status={searchError ? "error" : undefined}
          aria-invalid={searchError}
          aria-describedby={searchError ? ids.searchError : undefined}
          placeholder={t("adminOps.orders.searchPlaceholder")}
          allowClear
          enterButton={t("adminOps.orders.searchButton")}
          onChange={(event) => {
            setSearch(event.target.value);
            setSearchError(false);
            // Clearing the box (its × button) shows every order again at once.
            if (event.target.value === "" && list.search !== "") onChange(withFilter(list, { search: "" }));
          }}
          onSearch={(value) => {
            if (!isOrderSearch(value)) {
              setSearchError(true);
              return;
            }
            onChange(withFilter(list, { search: value.trim() }));
          }}
        />
        {searchError && (
          <span id={ids.searchError} className={styles.fieldError} role="alert">
            {t("adminOps.orders.searchInvalid")}
          </span>
        )}
      </div>
      {range && (
        <Tag closable onClose={() => onChange(withFilter(list, { from: null, to: null }))} className={styles.rangeTag}>
          {t("adminOps.orders.rangeTag", {
            from: list.from ? formatDate(list.from) : "…",
            to: list.to ? formatDate(list.to) : "…",
          })}
        </Tag>
      )}
      {isFiltered(list) && (
        <Button
          type="link"
          onClick={() => {
            setSearch("");
            setSearchError(false);
            onChange(withFilter(list, { statuses: [], date: null, from: null, to: null, search: "" }));
          }}
        >
          {t("adminOps.orders.clearFilters")}
        </Button>
      )}
    </div>
  );
}
