import { useTranslation } from "react-i18next";

export interface OrderAddressSnapshot {
  address: string;
  city: string;
  pincode: string;
  phone: string;
  notes: string;
}

/** The delivery address an order was placed with, as the customer's and the staff's dialogs show it. */
export function OrderAddress({ address, className }: { address: OrderAddressSnapshot; className?: string }) {
  const { t } = useTranslation();
  return (
    <address className={className}>
      {address.address}
      <br />
      {address.city} {address.pincode}
      <br />
      {t("account.addressPhone", { phone: address.phone })}
      {address.notes.trim() !== "" && (
        <>
          <br />
          {t("account.addressNotes", { notes: address.notes })}
        </>
      )}
    </address>
  );
}
