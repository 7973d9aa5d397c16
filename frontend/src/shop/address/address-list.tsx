import DeleteOutlined from "@ant-design/icons/DeleteOutlined";
import EditOutlined from "@ant-design/icons/EditOutlined";
import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Popconfirm, Radio, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../common/error-text";
import { toast } from "../../common/toast/toast";
import { AddressDeleteDocument, ShopAddressesDocument, type Address } from "./address-documents";
import { AddressLines } from "./address-lines";
import styles from "./address.module.css";

/**
 * The saved addresses (at most 2) with Edit and Delete. `selectable` makes them a radio group
 * (checkout's address picker); the account's Address tab shows them as plain cards.
 */
export function AddressList({
  selectable = false,
  selectedId = null,
  onSelect,
  onEdit,
  onDeleted,
}: {
  selectable?: boolean;
  selectedId?: string | null;
  onSelect?: (id: string) => void;
  onEdit?: (address: Address) => void;
  /** Told after an address is deleted (to clear a selection or leave Update mode). */
  onDeleted?: (id: string) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { data, loading, error, refetch } = useQuery(ShopAddressesDocument);
  const [deleteAddress] = useMutation(AddressDeleteDocument);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const remove = async (address: Address) => {
    setDeletingId(address.id);
    try {
      await deleteAddress({
        variables: { id: address.id },
        update(cache) {
          cache.updateQuery({ query: ShopAddressesDocument }, (list) =>
            list ? { addresses: list.addresses.filter((a) => a.id !== address.id) } : list,
          );
          cache.evict({ id: cache.identify({ __typename: "Address", id: address.id }) });
          cache.gc();
        },
      });
      toast.success(t("address.deleted"));
      onDeleted?.(address.id);
    } catch (failure) {
      toast.error(errorText(failure, t("address.failed")));
    } finally {
      setDeletingId(null);
    }
  };

  if (loading && !data) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (error && !data) {
    return (
      <div role="alert">
        <p className={styles.status}>{t("address.loadFailed")}</p>
        <Button onClick={() => void refetch()}>{t("address.retry")}</Button>
      </div>
    );
  }
  const addresses = data?.addresses ?? [];
  if (addresses.length === 0) return <p className={styles.status}>{t("address.empty")}</p>;

  const actions = (address: Address) => (
    <div className={styles.cardActions}>
      {onEdit && (
        <Button
          size="small"
          icon={<EditOutlined aria-hidden />}
          aria-label={t("address.editAddress", { address: address.address })}
          onClick={() => onEdit(address)}
        >
          {t("address.edit")}
        </Button>
      )}
      <Popconfirm
        title={t("address.deleteConfirm")}
        okText={t("address.deleteYes")}
        cancelText={t("address.deleteNo")}
        okButtonProps={{ danger: true }}
        onConfirm={() => remove(address)}
      >
        <Button
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          loading={deletingId === address.id}
          aria-label={t("address.deleteAddress", { address: address.address })}
        >
          {t("address.delete")}
        </Button>
      </Popconfirm>
    </div>
  );

  if (!selectable) {
    return (
      <ul className={styles.list} aria-label={t("address.listHeading")}>
        {addresses.map((address) => (
          <li key={address.id} className={styles.card}>
            <AddressLines address={address} />
            {actions(address)}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Radio.Group
      value={selectedId}
      onChange={(event) => onSelect?.(event.target.value as string)}
      aria-label={t("address.listLabel")}
      style={{ display: "block" }}
    >
      <ul className={styles.list}>
        {addresses.map((address) => (
          <li key={address.id} className={`${styles.card} ${address.id === selectedId ? styles.selected : ""}`}>
            <Radio value={address.id} className={styles.radio}>
              <AddressLines address={address} />
            </Radio>
            {actions(address)}
          </li>
        ))}
      </ul>
    </Radio.Group>
  );
}
