import { useFragment, useMutation, useQuery } from "@apollo/client/react";
import { Alert, Button, Empty, Modal, Skeleton, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../common/error-text";
import { formatOrderNumber, formatRupees } from "../../common/formatters";
import { errorCode } from "../../common/graphql-errors";
import { toast } from "../../common/toast/toast";
import { graphql } from "../../gql";
import type { AssignRiderPicker_RiderFragment } from "../../gql/graphql";
import { useAdminDialogProps } from "../common/dialog-props";
import list from "../common/list-page.module.css";
import { AdminAssignRiderDocument, AdminRidersOnShiftDocument } from "./assign-rider-documents";
import styles from "./orders.module.css";

/** What the picker shows of a rider: who, how to call, the deliveries on hand and the cash carried. */
export const AssignRiderPickerFragment = graphql(`
  fragment AssignRiderPicker_Rider on Rider {
    id
    name
    phone
    openDeliveries
    cashInHand
  }
`);

type RiderRow = AssignRiderPicker_RiderFragment;

interface AssignRiderDialogProps {
  orderId: string;
  currentRiderId: string | null;
  onClose: () => void;
  onStale: () => void;
}

/**
 * The rider picker: the riders on shift now (asked afresh each time it opens), each with an
 * Assign button; the current rider is marked and cannot be chosen again. Nobody on shift: says
 * so, with a refresh. A refused assignment (the rider went off shift, the order moved on)
 * says why and asks both lists again.
 */
export default function AssignRiderDialog({ orderId, currentRiderId, onClose, onStale }: AssignRiderDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dialogProps = useAdminDialogProps(onClose);
  const number = formatOrderNumber(orderId);
  const [choosing, setChoosing] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(AdminRidersOnShiftDocument, {
    fetchPolicy: "network-only",
    notifyOnNetworkStatusChange: true,
  });
  const items = data?.riders ?? [];
  const rows = useFragment({ fragment: AssignRiderPickerFragment, fragmentName: "AssignRiderPicker_Rider", from: items });
  const riders = rows.complete ? rows.data : [];
  const [assign] = useMutation(AdminAssignRiderDocument);
  const reload = () => void refetch().catch(() => undefined);

  const choose = async (rider: RiderRow) => {
    if (choosing) return;
    setChoosing(rider.id);
    try {
      await assign({ variables: { orderId, riderId: rider.id } });
      toast.success(t("adminRiders.picker.assigned", { number, name: rider.name }));
      onClose();
    } catch (failure) {
      toast.error(errorText(failure, t("adminRiders.picker.failed")));
      reload();
      if (errorCode(failure) !== "RIDER_OFF_SHIFT") onStale();
    } finally {
      setChoosing(null);
    }
  };

  let body;
  if (error) {
    body = (
      <Alert
        type="error"
        showIcon
        title={errorText(error, t("adminRiders.picker.loadFailed"))}
        action={<Button onClick={reload}>{t("adminOps.common.retry")}</Button>}
      />
    );
  } else if (!data) {
    body = (
      <div aria-busy="true">
        <span className="sr-only">{t("adminRiders.picker.loading")}</span>
        <Skeleton active />
      </div>
    );
  } else if (riders.length === 0) {
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("adminRiders.picker.none")}>
        <Button onClick={reload} loading={loading}>
          {t("adminRiders.picker.refresh")}
        </Button>
      </Empty>
    );
  } else {
    body = (
      <ul className={styles.riderChoices} aria-busy={loading}>
        {riders.map((rider) => {
          const current = rider.id === currentRiderId;
          return (
            <li key={rider.id} className={styles.riderChoice}>
              <span className={list.lines}>
                <span className={list.nameCell}>
                  <span className={list.strong}>{rider.name}</span>
                  {current && <Tag>{t("adminRiders.picker.current")}</Tag>}
                </span>
                {rider.phone && <span className={list.muted}>{rider.phone}</span>}
                <span className={styles.riderFigures}>
                  {t("adminRiders.picker.openDeliveries", { count: rider.openDeliveries ?? 0 })} ·{" "}
                  {t("adminRiders.picker.cashInHand", { amount: formatRupees(rider.cashInHand ?? 0) })}
                </span>
              </span>
              <Button
                type={current ? "default" : "primary"}
                disabled={current || (choosing !== null && choosing !== rider.id)}
                loading={choosing === rider.id}
                onClick={() => void choose(rider)}
                aria-label={t("adminRiders.picker.chooseOf", { name: rider.name, number })}
              >
                {t("adminRiders.picker.choose")}
              </Button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Modal
      {...dialogProps}
      title={t("adminRiders.picker.title", { number })}
      maskClosable
      footer={<Button onClick={onClose}>{t("adminOps.common.cancel")}</Button>}
    >
      <p className={styles.pickerIntro}>{t("adminRiders.picker.intro")}</p>
      {body}
    </Modal>
  );
}
