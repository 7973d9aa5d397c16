import { useQuery } from "@apollo/client/react";
import { Skeleton } from "antd";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../common/error-text";
import { formatOrderNumber } from "../../common/formatters";
import { PageTitle } from "../../common/page-title";
import { RetryAlert } from "../../common/retry-alert";
import { toast } from "../../common/toast/toast";
import { DeliveredDialog } from "../delivery/delivered-dialog";
import { FailedDialog } from "../delivery/failed-dialog";
import { UpiDialog } from "../delivery/upi-dialog";
import { useDeliveryMoves } from "../delivery/use-delivery-moves";
import { RiderOrderCard, type RiderOrder } from "../order/rider-order-card";
import { PositionNotice } from "../position/position-notice";
import { usePositionSharing } from "../position/use-position-sharing";
import { RiderFrame } from "../rider-frame";
import { PushOptIn } from "../../common/push/push-opt-in";
import { ShiftPanel } from "../shift/shift-panel";
import { DeliveredToday } from "../today/delivered-today";
import { RiderEarningsCard } from "../today/earnings-card";
import { RiderHomeDocument } from "./rider-documents";
import { latestRefetch } from "./latest-refetch";
import { useRiderLive, type RiderOrderChange } from "./use-rider-live";
import styles from "../rider.module.css";
import { READ_AFTER_CHANGES } from "../../common/network/reads-after-changes";

type Dialog = { kind: "deliver" | "upi" | "fail"; order: RiderOrder } | null;

/** Statuses after which an order leaves the rider's open deliveries. */
const ENDED = new Set(["DELIVERED", "DELIVERY_FAILED", "REJECTED", "CANCELLED"]);

/**
 * /rider, the rider's one page (docs/architecture.md#roles): the shift switch and the cash in hand, the deliveries
 * assigned to the rider (oldest first) with their moves, and today's delivered ones. Live: every
 * change of the rider's orders asks for the page again, and so does coming back to it. While an
 * order is out for delivery, the phone's position is shared with its customer.
 */
export function RiderPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const home = useQuery(RiderHomeDocument, {
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: false,
    // Asked again on each live event and after each move.
    context: READ_AFTER_CHANGES,
  });
  const data = home.data ?? home.previousData;
  const [dialog, setDialog] = useState<Dialog>(null);

  const { refetch: refetchHome } = home;
  const refetch = useMemo(() => latestRefetch(refetchHome), [refetchHome]);

  // Say which delivery arrived or was taken away (the list itself updates by the refetch).
  const known = useRef<ReadonlySet<string>>(new Set());
  const openOrders = data?.riderOrders;
  useEffect(() => {
    known.current = new Set(openOrders?.map((order) => order.id) ?? []);
  }, [openOrders]);
  const onChange = useCallback(
    (change: RiderOrderChange) => {
      const number = formatOrderNumber(change.orderId);
      if (change.assignedToMe && !ENDED.has(change.status) && !known.current.has(change.orderId))
        toast.info(t("rider.toasts.newDelivery", { number }));
      else if (!change.assignedToMe && known.current.has(change.orderId)) toast.info(t("rider.toasts.taken", { number }));
    },
    [t],
  );
  useRiderLive(refetch, onChange);

  const moves = useDeliveryMoves(refetch);

  const orders = data?.riderOrders ?? [];
  const outForDelivery = orders
    .filter((order) => order.status === "OUT_FOR_DELIVERY")
    .map((order) => order.id)
    .sort();
  const sharing = usePositionSharing(outForDelivery.length > 0 ? outForDelivery.join(",") : null, refetch);

  const rider = data?.riderMe;
  const heading = orders.length > 0 ? t("rider.orders.headingWithCount", { count: orders.length }) : t("rider.orders.heading");

  return (
    <RiderFrame name={rider?.name ?? ""}>
      <PageTitle page={t("rider.title")} />
      {home.error && (
        <RetryAlert
          className={styles.notice}
          title={errorText(home.error, t("rider.loadFailed"))}
          retryLabel={t("rider.retry")}
          onRetry={refetch}
        />
      )}
      {data ? (
        <div className={styles.layout}>
          <div className={styles.side}>
            {rider && <ShiftPanel rider={rider} />}
            <PushOptIn audience="rider" />
            <PositionNotice state={sharing.state} onRetry={sharing.retry} />
          </div>
          <section className={`${styles.section} ${styles.orders}`} aria-labelledby="rider-orders">
            <h2 id="rider-orders" className={styles.sectionHeading}>
              {heading}
            </h2>
            {orders.length === 0 ? (
              <p className={styles.empty}>{rider?.onShift === false ? t("rider.orders.emptyOffShift") : t("rider.orders.emptyOnShift")}</p>
            ) : (
              <ol className={styles.cards}>
                {orders.map((order) => (
                  <li key={order.id}>
                    <RiderOrderCard
                      order={order}
                      actions={{
                        pendingId: moves.pendingId,
                        pickUp: (picked) => void moves.pickUp(picked),
                        deliver: (delivered) => setDialog({ kind: "deliver", order: delivered }),
                        payByUpi: (paid) => setDialog({ kind: "upi", order: paid }),
                        fail: (failed) => setDialog({ kind: "fail", order: failed }),
                      }}
                    />
                  </li>
                ))}
              </ol>
            )}
          </section>
          <div className={styles.today}>
            {rider && <RiderEarningsCard riderId={rider.id} refreshKey={data.riderDeliveredToday.map((order) => order.id).join(",")} />}
            <DeliveredToday orders={data.riderDeliveredToday} />
          </div>
        </div>
      ) : (
        !home.error && <Skeleton active paragraph={{ rows: 8 }} aria-label={t("rider.loading")} />
      )}

      {dialog?.kind === "deliver" && (
        <DeliveredDialog
          order={dialog.order}
          onClose={() => setDialog(null)}
          onDeliver={(cash, note) => moves.deliver(dialog.order, cash, note)}
        />
      )}
      {dialog?.kind === "upi" && (
        <UpiDialog
          order={dialog.order}
          onClose={() => setDialog(null)}
          onDeliver={(reference) => moves.deliverByUpi(dialog.order, reference)}
        />
      )}
      {dialog?.kind === "fail" && (
        <FailedDialog order={dialog.order} onClose={() => setDialog(null)} onFail={(reason) => moves.fail(dialog.order, reason)} />
      )}
    </RiderFrame>
  );
}
