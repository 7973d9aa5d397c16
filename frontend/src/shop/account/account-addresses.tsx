import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { AddressForm } from "../address/address-form";
import { AddressList } from "../address/address-list";
import type { Address } from "../address/address-documents";
import styles from "./account-page.module.css";

/** The Address tab: the saved addresses (at most 2) with edit and delete, and the add/update form. */
export function AccountAddresses() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Address | null>(null);
  const formRef = useRef<HTMLDivElement>(null);

  const startEditing = (address: Address) => {
    setEditing(address);
    // The form may be below the fold on a phone: bring it into view and put the caret in it.
    requestAnimationFrame(() => {
      formRef.current?.scrollIntoView({ block: "start", behavior: "smooth" });
      formRef.current?.querySelector<HTMLInputElement>("input")?.focus({ preventScroll: true });
    });
  };

  return (
    <div className={styles.addresses}>
      <section aria-labelledby="saved-addresses-heading">
        <h2 id="saved-addresses-heading" className={styles.sectionHeading}>
          {t("account.addressHeading")}
        </h2>
        <AddressList onEdit={startEditing} onDeleted={(id) => setEditing((current) => (current?.id === id ? null : current))} />
      </section>
      <div ref={formRef} className={styles.addressForm}>
        <AddressForm editing={editing} headingLevel={2} onSaved={() => setEditing(null)} onCancelEdit={() => setEditing(null)} />
      </div>
    </div>
  );
}
