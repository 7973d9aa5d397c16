import DeleteOutlined from "@ant-design/icons/DeleteOutlined";
import EditOutlined from "@ant-design/icons/EditOutlined";
import StarOutlined from "@ant-design/icons/StarOutlined";
import TeamOutlined from "@ant-design/icons/TeamOutlined";
import UnorderedListOutlined from "@ant-design/icons/UnorderedListOutlined";
import type { FragmentType } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import { Button, Card, Pagination, Space, Switch, Table, type TableColumnsType } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { formatRupees } from "../../common/formatters";
import { graphql } from "../../gql";
import type { RestaurantList_RestaurantFragment } from "../../gql/graphql";
import badge from "../common/badge.module.css";
import styles from "./restaurants-page.module.css";
import { CardList } from "../../common/card-list";

/** What a row of the admin's restaurant table (or card on a phone) shows. */
export const RestaurantListFragment = graphql(`
  fragment RestaurantList_Restaurant on Restaurant {
    id
    name
    image
    address
    category
    openingTime
    closingTime
    priceForTwo
    isOpen
    isOpenNow
  }
`);

type AdminRestaurantRow = RestaurantList_RestaurantFragment;

/** The restaurant a row's action is about. */
export interface RestaurantRef {
  id: string;
  name: string;
}

export interface RestaurantListProps {
  restaurants: ReadonlyArray<FragmentType<typeof RestaurantListFragment>>;
  loading: boolean;
  /** Table on wide screens, cards on small ones. */
  asCards: boolean;
  categoryLabel: (id: string) => string;
  pendingOpenId: string | null;
  onToggleOpen: (restaurant: RestaurantRef, isOpen: boolean) => void;
  onEdit: (restaurant: RestaurantRef) => void;
  /** Opens the restaurant's staff: who may open its kitchen board. */
  onStaff: (restaurant: RestaurantRef) => void;
  /** Opens the restaurant's reviews: an abusive one is hidden there. */
  onReviews: (restaurant: RestaurantRef) => void;
  onDelete: (restaurant: RestaurantRef) => void;
  empty: ReactNode;
  pagination: { current: number; pageSize: number; total: number; onChange: (page: number) => void };
}

/** The restaurants: name, picture, category, hours, the open switch and Menu / Staff / Edit / Delete. */
export function RestaurantList(props: RestaurantListProps) {
  const { t } = useTranslation();
  const { loading, asCards, categoryLabel, pendingOpenId, onToggleOpen, onEdit, onStaff, onReviews, onDelete, empty, pagination } = props;
  const restaurants = useFragment({
    fragment: RestaurantListFragment,
    fragmentName: "RestaurantList_Restaurant",
    from: [...props.restaurants],
  });
  const rows = restaurants.complete ? restaurants.data : [];

  const thumb = (row: AdminRestaurantRow) =>
    row.image ? (
      <img className={styles.thumb} src={row.image} alt="" loading="lazy" />
    ) : (
      <span className={styles.noThumb}>{t("adminCatalogue.restaurants.noImage")}</span>
    );

  const openCell = (row: AdminRestaurantRow) => (
    <div className={styles.openCell}>
      <Switch
        checked={row.isOpen}
        loading={pendingOpenId === row.id}
        onChange={(checked) => onToggleOpen(row, checked)}
        aria-label={t("adminCatalogue.restaurants.openSwitch", { name: row.name })}
      />
      {row.isOpenNow ? (
        <span className={`${badge.badge} ${badge.success}`}>{t("adminCatalogue.restaurants.openNow")}</span>
      ) : (
        <span className={`${badge.badge} ${badge.danger}`} title={row.isOpen ? t("adminCatalogue.restaurants.outsideHours") : undefined}>
          {t("adminCatalogue.restaurants.closedNow")}
        </span>
      )}
    </div>
  );

  const actions = (row: AdminRestaurantRow, wrap = true) => (
    <Space wrap={wrap} size={4} className={styles.actions}>
      <Link
        to={`/admin/restaurants/${row.id}`}
        className={styles.linkButton}
        aria-label={t("adminCatalogue.restaurants.menuOf", { name: row.name })}
      >
        <UnorderedListOutlined aria-hidden />
        {t("adminCatalogue.restaurants.menu")}
      </Link>
      <Button icon={<TeamOutlined aria-hidden />} onClick={() => onStaff(row)} aria-label={t("adminStaff.staffOf", { name: row.name })}>
        {t("adminStaff.staff")}
      </Button>
      <Button icon={<StarOutlined aria-hidden />} onClick={() => onReviews(row)} aria-label={t("staffReviews.title", { name: row.name })}>
        {t("staffReviews.open")}
      </Button>
      <Button
        icon={<EditOutlined aria-hidden />}
        onClick={() => onEdit(row)}
        aria-label={t("adminCatalogue.restaurants.editOf", { name: row.name })}
      >
        {t("adminCatalogue.common.edit")}
      </Button>
      <Button
        danger
        icon={<DeleteOutlined aria-hidden />}
        onClick={() => onDelete(row)}
        aria-label={t("adminCatalogue.restaurants.deleteOf", { name: row.name })}
      >
        {t("adminCatalogue.common.delete")}
      </Button>
    </Space>
  );

  const hours = (row: AdminRestaurantRow) => t("adminCatalogue.restaurants.hours", { opening: row.openingTime, closing: row.closingTime });

  if (asCards) {
    return (
      <div>
        {rows.length === 0 && !loading ? empty : null}
        <CardList aria-busy={loading}>
          {rows.map((row) => (
            <li key={row.id}>
              <Card size="small" className={styles.card}>
                <div className={styles.cardTop}>
                  {thumb(row)}
                  <div className={styles.cardText}>
                    <h2 className={styles.cardName}>
                      <Link to={`/admin/restaurants/${row.id}`}>{row.name}</Link>
                    </h2>
                    <p className={styles.meta}>{row.address}</p>
                    <p className={styles.meta}>
                      {categoryLabel(row.category)} · {hours(row)} ·{" "}
                      {t("adminCatalogue.restaurants.priceForTwo", { price: formatRupees(row.priceForTwo) })}
                    </p>
                  </div>
                </div>
                {openCell(row)}
                {actions(row)}
              </Card>
            </li>
          ))}
        </CardList>
        <Pagination
          className={styles.pager}
          simple
          hideOnSinglePage
          current={pagination.current}
          pageSize={pagination.pageSize}
          total={pagination.total}
          onChange={pagination.onChange}
        />
      </div>
    );
  }

  const columns: TableColumnsType<AdminRestaurantRow> = [
    { key: "image", title: t("adminCatalogue.restaurants.columnImage"), render: (_, row) => thumb(row), width: 88 },
    {
      key: "name",
      title: t("adminCatalogue.restaurants.columnName"),
      render: (_, row) => (
        <div>
          <Link to={`/admin/restaurants/${row.id}`} className={styles.name}>
            {row.name}
          </Link>
          <p className={styles.meta}>{row.address}</p>
          <p className={styles.meta}>
            {categoryLabel(row.category)} · {t("adminCatalogue.restaurants.priceForTwo", { price: formatRupees(row.priceForTwo) })}
          </p>
        </div>
      ),
    },
    {
      key: "hours",
      title: t("adminCatalogue.restaurants.columnHours"),
      render: (_, row) => <span className={styles.nowrap}>{hours(row)}</span>,
      width: 120,
    },
    { key: "open", title: t("adminCatalogue.restaurants.columnOpen"), render: (_, row) => openCell(row), width: 140 },
    { key: "actions", title: t("adminCatalogue.restaurants.columnActions"), render: (_, row) => actions(row, false), width: 440 },
  ];

  return (
    <Table<AdminRestaurantRow>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: empty }}
      scroll={{ x: 1060 }}
      pagination={{ ...pagination, showSizeChanger: false, hideOnSinglePage: true }}
    />
  );
}
