import { Button, Form, Input, InputNumber, Space } from "antd";
import { useTranslation } from "react-i18next";
import { errorCode } from "../../common/graphql-errors";
import { formatRupees } from "../../common/formatters";
import { isRupeeAmount, MAX_CASH_RUPEES, toSentRupees } from "../../common/rupees";
import { useServerFieldErrors } from "../../common/use-server-field-errors";
import formStyles from "../common/admin-form.module.css";
import { cashDifferencePaise } from "./rider-assignment";
import styles from "./orders.module.css";

/** The server's limit on the cash note (markDelivered's, and the office's). */
export const CASH_NOTE_MAX_LENGTH = 500;

interface CashValues {
  cashCollected: number | null;
  note: string;
}

const isCashAmount = (value: unknown): value is number => isRupeeAmount(value, MAX_CASH_RUPEES);

export interface DeliveredCashFormProps {
  order: { total: number; rider: { name: string } };
  sending: boolean;
  /** Sends the move; answers the error it was refused with, or null once the order is delivered. */
  onDeliver: (cashCollected: number, note: string | null) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * "Mark as Delivered" for an order a rider holds: the cash collected at the door (the total,
 * prefilled) and, when it differs from the total (compared in whole paise, as the server does), a
 * note. The server records it as the rider's own delivery would, in the rider's cash in hand.
 */
export function DeliveredCashForm({ order, sending, onDeliver, onCancel }: DeliveredCashFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CashValues>();
  const showFieldErrors = useServerFieldErrors();
  const collected = Form.useWatch("cashCollected", form);
  const difference = isCashAmount(collected) ? cashDifferencePaise(collected, order.total) : 0;

  const onFinish = async (values: CashValues) => {
    if (!isCashAmount(values.cashCollected)) return;
    const note = values.note.trim();
    const error = await onDeliver(toSentRupees(values.cashCollected), note === "" ? null : note);
    if (error && errorCode(error) === "BAD_USER_INPUT") showFieldErrors(form, error, ["cashCollected", "note"]);
  };

  return (
    <Form<CashValues>
      form={form}
      layout="vertical"
      className={styles.rejectForm}
      requiredMark={false}
      initialValues={{ cashCollected: order.total, note: "" }}
      onFinish={(values) => void onFinish(values)}
    >
      <Form.Item
        name="cashCollected"
        label={t("adminRiders.deliverCash.amount", { name: order.rider.name })}
        extra={
          <>
            <div>{t("adminRiders.deliverCash.amountHint", { amount: formatRupees(order.total) })}</div>
            <div aria-live="polite">
              {difference !== 0 &&
                t(difference < 0 ? "adminRiders.deliverCash.less" : "adminRiders.deliverCash.more", {
                  amount: formatRupees(Math.abs(difference) / 100),
                })}
            </div>
          </>
        }
        rules={[
          {
            validator: (_, value: unknown) =>
              isCashAmount(value) ? Promise.resolve() : Promise.reject(new Error(t("adminRiders.deliverCash.amountRule"))),
          },
        ]}
      >
        <InputNumber min={0} max={MAX_CASH_RUPEES} step={10} precision={2} inputMode="decimal" className={formStyles.number} autoFocus />
      </Form.Item>
      <Form.Item
        name="note"
        label={t("adminRiders.deliverCash.note")}
        extra={t("adminRiders.deliverCash.noteHint")}
        dependencies={["cashCollected"]}
        rules={[
          { required: difference !== 0, whitespace: true, message: t("adminRiders.deliverCash.noteRequired") },
          { max: CASH_NOTE_MAX_LENGTH, message: t("adminRiders.deliverCash.noteRule", { max: CASH_NOTE_MAX_LENGTH }) },
        ]}
      >
        <Input.TextArea rows={2} maxLength={CASH_NOTE_MAX_LENGTH} showCount />
      </Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={sending}>
          {t("adminOps.orders.moveTo.DELIVERED")}
        </Button>
        <Button disabled={sending} onClick={onCancel}>
          {t("adminOps.common.cancel")}
        </Button>
      </Space>
    </Form>
  );
}
