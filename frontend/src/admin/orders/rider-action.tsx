import UserSwitchOutlined from "@ant-design/icons/UserSwitchOutlined";
import { Button } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatOrderNumber } from "../../common/formatters";
import type { OrderStatus } from "../../gql/graphql";
import { riderAction } from "./rider-assignment";

const AssignRiderDialog = lazy(() => import("./assign-rider-dialog"));

export interface RiderActionProps {
  order: { id: string; status: OrderStatus; rider: { id: string } | null | undefined };
  /** The list may be out of date (the server refused the assignment): reload it. */
  onStale: () => void;
}

/**
 * "Assign rider" (no rider yet) or "Reassign" for an order the kitchen has or whose delivery
 * failed; nothing for other orders. Opens the picker of the riders on shift.
 */
export function RiderAction({ order, onStale }: RiderActionProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const action = riderAction(order);
  if (!action) return null;
  const number = formatOrderNumber(order.id);
  return (
    <>
      <Button
        icon={<UserSwitchOutlined aria-hidden />}
        onClick={() => setOpen(true)}
        aria-label={action === "assign" ? t("adminRiders.orders.assignOf", { number }) : t("adminRiders.orders.reassignOf", { number })}
      >
        {action === "assign" ? t("adminRiders.orders.assign") : t("adminRiders.orders.reassign")}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AssignRiderDialog orderId={order.id} currentRiderId={order.rider?.id ?? null} onClose={() => setOpen(false)} onStale={onStale} />
        </Suspense>
      )}
    </>
  );
}
