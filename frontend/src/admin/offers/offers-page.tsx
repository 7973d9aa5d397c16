import EditOutlined from "@ant-design/icons/EditOutlined";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useFragment, useMutation, useQuery } from "@apollo/client/react";
import { Button, Grid, Space, Switch, Tag, type TableColumnsType } from "antd";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CardList } from "../../common/card-list";
import { useErrorText } from "../../common/error-text";
import { formatDateTime, formatRupees } from "../../common/formatters";
import { ListView } from "../../common/list-view";
import { PageTitle } from "../../common/page-title";
import { toast } from "../../common/toast/toast";
import { graphql } from "../../gql";
import type { CouponList_CouponFragment } from "../../gql/graphql";
import list from "../common/list-page.module.css";
import { RestaurantNames } from "../common/restaurant-names";
import { couponState } from "./coupon-form-values";
import { AdminCouponsDocument, AdminSetCouponActiveDocument } from "./offers-documents";
import styles from "./offers.module.css";

const CouponFormDrawer = lazy(() => import("./coupon-form-drawer"));

/** What a row of the coupon list shows, and what its edit sheet starts from. */
export const CouponListFragment = graphql(`
  fragment CouponList_Coupon on Coupon {
    id
    code
    description
    kind
    value
    maxDiscount
    minOrder
    validFrom
    validUntil
    usageLimit
    perCustomerLimit
    firstOrderOnly
    restaurantIds
    weekdays
    isActive
    usedCount
  }
`);

export type CouponRow = CouponList_CouponFragment;

/** Coupons a page: the API's most is 50; a town runs a handful at a time. */
const PAGE_SIZE = 20;

const STATE_TAGS = { off: "default", scheduled: "processing", ended: "default", running: "success" } as const;

/**
 * /admin/offers: the coupons customers apply by code, newest first, for admins and superadmins:
 * what each takes off, from what order value, when, how often it was used against its limits,
 * where, and a switch to turn it off or on; 'New offer' and 'Edit' open the sheet with every field.
 */
export function OffersPage() {
  const { t } = useTranslation();
  const { t: o } = useTranslation("translation", { keyPrefix: "adminOffers" });
  const errorText = useErrorText();
  const wide = Grid.useBreakpoint().lg ?? false;
  const [page, setPage] = useState(0);
  const [sheet, setSheet] = useState<{ editing: CouponRow | null } | null>(null);
  const [switching, setSwitching] = useState<string | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(AdminCouponsDocument, {
    variables: { limit: PAGE_SIZE, offset: page * PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const [setActive] = useMutation(AdminSetCouponActiveDocument);
  const rows = useFragment({
    fragment: CouponListFragment,
    fragmentName: "CouponList_Coupon",
    from: error ? [] : ((data ?? previousData)?.coupons ?? []),
  });
  const coupons = rows.complete ? rows.data : [];
  const firstLoad = loading && !data && !previousData;
  const reload = () => void refetch().catch(() => undefined);

  const toggle = async (row: CouponRow, isActive: boolean) => {
    setSwitching(row.id);
    try {
      await setActive({ variables: { id: row.id, isActive } });
      toast.success(isActive ? o("switchedOn", { code: row.code }) : o("switchedOff", { code: row.code }));
    } catch (failure) {
      toast.error(errorText(failure, o("switchFailed")));
    } finally {
      setSwitching(null);
    }
  };

  const offerText = (row: CouponRow) =>
    row.kind === "PERCENT"
      ? row.maxDiscount !== null && row.maxDiscount !== undefined
        ? o("offer.percentUpTo", { value: row.value, max: formatRupees(row.maxDiscount) })
        : o("offer.percent", { value: row.value })
      : o("offer.flat", { amount: formatRupees(row.value) });

  const code = (row: CouponRow) => {
    const state = couponState(row);
    return (
      <span className={list.lines}>
        <span className={list.nameCell}>
          <span className={`${list.code} ${styles.code}`}>{row.code}</span>
          <Tag color={STATE_TAGS[state]}>{o(`state.${state}`)}</Tag>
        </span>
        {row.description && <span className={`${list.muted} ${list.wrap}`}>{row.description}</span>}
      </span>
    );
  };
  const offer = (row: CouponRow) => (
    <span className={list.lines}>
      <span className={list.strong}>{offerText(row)}</span>
      <span className={list.muted}>{row.minOrder > 0 ? o("minOrder", { amount: formatRupees(row.minOrder) }) : o("anyOrder")}</span>
      {row.firstOrderOnly && (
        <span className={list.tags}>
          <Tag>{o("firstOrderOnly")}</Tag>
        </span>
      )}
    </span>
  );
  const validity = (row: CouponRow) => (
    <span className={list.lines}>
      <span>{row.validFrom ? o("from", { date: formatDateTime(row.validFrom) }) : o("fromNow")}</span>
      <span>{row.validUntil ? o("until", { date: formatDateTime(row.validUntil) }) : o("noEnd")}</span>
      {row.weekdays.length > 0 && (
        <span className={list.strong}>{o("onDays", { days: row.weekdays.map((day) => t(`menu.weekday.${day}`)).join(", ") })}</span>
      )}
    </span>
  );
  const usage = (row: CouponRow) => (
    <span className={list.lines}>
      <span className={list.strong}>
        {row.usageLimit !== null && row.usageLimit !== undefined
          ? o("usedOf", { used: row.usedCount, limit: row.usageLimit })
          : o("usedNoLimit", { count: row.usedCount })}
      </span>
      <span className={list.muted}>
        {row.perCustomerLimit !== null && row.perCustomerLimit !== undefined
          ? o("perCustomer", { count: row.perCustomerLimit })
          : o("perCustomerNoLimit")}
      </span>
    </span>
  );
  const restaurants = (row: CouponRow) => (
    <RestaurantNames ids={row.restaurantIds} allText={o("allRestaurants")} unknownText={o("unknownRestaurant")} />
  );
  const active = (row: CouponRow) => (
    <span className={styles.activeCell}>
      <Switch
        checked={row.isActive}
        loading={switching === row.id}
        // While the list is being read again, an answer still on its way would put the old value back.
        disabled={loading && switching !== row.id}
        onChange={(checked) => void toggle(row, checked)}
        aria-label={o("activeOf", { code: row.code })}
      />
      <span aria-hidden="true">{row.isActive ? o("on") : o("off")}</span>
    </span>
  );
  const edit = (row: CouponRow) => (
    <Button icon={<EditOutlined aria-hidden />} onClick={() => setSheet({ editing: row })} aria-label={o("editOf", { code: row.code })}>
      {o("edit")}
    </Button>
  );

  const columns: TableColumnsType<CouponRow> = [
    { title: o("column.code"), key: "code", render: (_, row) => code(row) },
    { title: o("column.offer"), key: "offer", render: (_, row) => offer(row) },
    { title: o("column.validity"), key: "validity", render: (_, row) => validity(row) },
    { title: o("column.usage"), key: "usage", render: (_, row) => usage(row) },
    { title: o("column.restaurants"), key: "restaurants", render: (_, row) => restaurants(row) },
    { title: o("column.active"), key: "active", render: (_, row) => active(row) },
    { title: o("column.actions"), key: "actions", render: (_, row) => edit(row) },
  ];

  const labelled = (label: string, value: ReactNode) => (
    <span className={list.labelled}>
      <span className={list.muted}>{label}</span>
      {value}
    </span>
  );

  return (
    <div className={list.page}>
      <PageTitle page={o("title")} area="admin" />
      <div className={list.heading}>
        <h1 className={list.title}>{o("title")}</h1>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setSheet({ editing: null })}>
          {o("create")}
        </Button>
      </div>
      <p className={list.intro}>{o("intro")}</p>
      {!error && (
        <p className={list.count} aria-live="polite">
          {firstLoad ? o("loading") : o("count", { count: coupons.length })}
        </p>
      )}
      <ListView<CouponRow>
        rows={coupons}
        rowKey="id"
        columns={columns}
        wide={wide}
        firstLoad={firstLoad}
        failure={error ? { title: errorText(error, o("loadFailed")), retryLabel: t("adminOps.common.retry"), onRetry: reload } : null}
        emptyText={page === 0 ? o("none") : o("noMore")}
        loadingLabel={o("loading")}
        classNames={{ table: list.table, empty: list.empty }}
        renderCards={(cards) => (
          <CardList>
            {cards.map((row) => (
              <li key={row.id} className={row.isActive ? list.card : `${list.card} ${list.endedCard}`}>
                {code(row)}
                {offer(row)}
                {labelled(o("column.validity"), validity(row))}
                {labelled(o("column.usage"), usage(row))}
                {labelled(o("column.restaurants"), restaurants(row))}
                <span className={styles.cardActions}>
                  {active(row)}
                  {edit(row)}
                </span>
              </li>
            ))}
          </CardList>
        )}
      />
      {(page > 0 || coupons.length === PAGE_SIZE) && (
        <Space className={styles.pager}>
          <Button disabled={page === 0 || loading} onClick={() => setPage((current) => Math.max(0, current - 1))}>
            {o("newer")}
          </Button>
          <Button disabled={coupons.length < PAGE_SIZE || loading} onClick={() => setPage((current) => current + 1)}>
            {o("older")}
          </Button>
        </Space>
      )}
      <Suspense fallback={null}>
        {sheet && (
          <CouponFormDrawer
            editing={sheet.editing}
            onClose={() => setSheet(null)}
            onSaved={(change) => {
              setSheet(null);
              if (change === "created") {
                setPage(0);
                reload();
              }
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
