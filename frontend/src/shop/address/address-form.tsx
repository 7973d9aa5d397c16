import type { FragmentType } from "@apollo/client";
import { useFragment, useMutation, useQuery } from "@apollo/client/react";
import { Button, Form, Input } from "antd";
import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../common/error-text";
import { errorCode } from "../../common/graphql-errors";
import { normalisePhone, PHONE_PATTERN } from "../../common/phone-number";
import { toast } from "../../common/toast/toast";
import { useServerFieldErrors } from "../../common/use-server-field-errors";
import { graphql } from "../../gql";
import { AddressAddDocument, AddressUpdateDocument, MAX_ADDRESSES, ShopAddressesDocument } from "./address-documents";
import {
  ADDRESS_FIELDS,
  ADDRESS_MAX,
  CITY_MAX,
  isAddressComplete,
  NOTES_MAX,
  PINCODE_PATTERN,
  toAddressInput,
  type AddressValues,
} from "./address-rules";
import styles from "./address.module.css";

/** The fields the form edits, as the address has them now. */
export const AddressFormFragment = graphql(`
  fragment AddressForm_Address on Address {
    id
    address
    city
    pincode
    phone
    notes
  }
`);

const EMPTY: AddressValues = { address: "", city: "", phone: "", pincode: "", notes: "" };

/**
 * Add an address, or update the one being edited (docs/architecture.md#behaviour: Add mode, Update mode, back to Add
 * mode with an empty form after success). At most 2 addresses (docs/architecture.md#forms): a third is refused with
 * 'You can add only 2 addresses' and the form cleared; the server enforces the same rule.
 */
export function AddressForm({
  editing = null,
  onSaved,
  onCancelEdit,
  headingLevel = 3,
}: {
  editing?: FragmentType<typeof AddressFormFragment> | null;
  onSaved: (address: { id: string }) => void;
  onCancelEdit?: () => void;
  /** The form's title heading level, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const showFieldErrors = useServerFieldErrors();
  const [form] = Form.useForm<AddressValues>();
  const values = Form.useWatch([], form) as Partial<AddressValues> | undefined;
  const hintId = useId();
  const { data } = useQuery(ShopAddressesDocument);
  const [addAddress, added] = useMutation(AddressAddDocument, {
    update(cache, { data: answer }) {
      const address = answer?.addAddress;
      if (!address) return;
      cache.updateQuery({ query: ShopAddressesDocument }, (list) =>
        list && !list.addresses.some((a) => a.id === address.id) ? { addresses: [...list.addresses, address] } : list,
      );
    },
  });
  const [updateAddress, updated] = useMutation(AddressUpdateDocument);
  const busy = added.loading || updated.loading;
  const complete = isAddressComplete(values);
  const Heading = `h${headingLevel}` as const;

  const address = useFragment({ fragment: AddressFormFragment, fragmentName: "AddressForm_Address", from: editing });
  const edited = editing && address.complete ? address.data : null;
  const ready = edited !== null;

  // Entering or leaving Update mode fills the form with that address, or empties it. Only that
  // does: a later change of the cached address must not overwrite what is being typed.
  useEffect(() => {
    if (!editing) {
      form.resetFields();
    } else if (edited) {
      form.setFieldsValue({
        address: edited.address,
        city: edited.city,
        phone: edited.phone,
        pincode: edited.pincode,
        notes: edited.notes,
      });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `edited` left out on purpose (above)
  }, [editing, ready, form]);

  const refuseThird = () => {
    toast.error(t("address.limitReached"));
    form.resetFields();
  };

  const onFinish = async (raw: AddressValues) => {
    const input = toAddressInput(raw);
    if (!editing && (data?.addresses.length ?? 0) >= MAX_ADDRESSES) {
      refuseThird();
      return;
    }
    try {
      let saved: { id: string } | undefined;
      if (editing) {
        if (!edited) throw new Error("the address being edited is not in the cache");
        saved = (await updateAddress({ variables: { id: edited.id, input } })).data?.updateAddress;
      } else {
        saved = (await addAddress({ variables: { input } })).data?.addAddress;
      }
      if (!saved) throw new Error("empty address answer");
      toast.success(t(editing ? "address.updated" : "address.added"));
      form.resetFields();
      onSaved(saved);
    } catch (error) {
      if (errorCode(error) === "ADDRESS_LIMIT_REACHED") {
        refuseThird();
        return;
      }
      toast.error(errorText(error, t("address.failed")));
      showFieldErrors(form, error, ADDRESS_FIELDS);
    }
  };

  return (
    <section aria-label={t(editing ? "address.editTitle" : "address.addTitle")}>
      <Heading className={styles.formTitle}>{t(editing ? "address.editTitle" : "address.addTitle")}</Heading>
      <Form<AddressValues>
        form={form}
        name={edited ? `address-edit-${edited.id}` : "address-add"}
        layout="vertical"
        requiredMark={false}
        initialValues={EMPTY}
        onFinish={onFinish}
      >
        <div className={styles.grid}>
          <Form.Item
            className={styles.wide}
            label={t("address.address")}
            name="address"
            rules={[{ required: true, whitespace: true, message: t("address.addressRequired") }]}
          >
            <Input autoComplete="street-address" maxLength={ADDRESS_MAX} />
          </Form.Item>
          <Form.Item
            label={t("address.city")}
            name="city"
            rules={[{ required: true, whitespace: true, message: t("address.cityRequired") }]}
          >
            <Input autoComplete="address-level2" maxLength={CITY_MAX} />
          </Form.Item>
          <Form.Item
            label={t("address.pincode")}
            name="pincode"
            normalize={(value: string) => value.replace(/\D/g, "")}
            rules={[
              { required: true, message: t("address.pincodeRequired") },
              { pattern: PINCODE_PATTERN, message: t("address.pincodeInvalid") },
            ]}
          >
            <Input inputMode="numeric" autoComplete="postal-code" maxLength={6} />
          </Form.Item>
          <Form.Item
            label={t("address.phone")}
            name="phone"
            extra={t("address.phoneHint")}
            normalize={(value: string) => normalisePhone(value)}
            rules={[
              { required: true, message: t("address.phoneRequired") },
              { pattern: PHONE_PATTERN, message: t("address.phoneInvalid") },
            ]}
          >
            <Input type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={16} title={t("address.phoneInvalid")} />
          </Form.Item>
          <Form.Item
            label={t("address.notes")}
            name="notes"
            rules={[{ required: true, whitespace: true, message: t("address.notesRequired") }]}
          >
            <Input placeholder={t("address.notesPlaceholder")} maxLength={NOTES_MAX} />
          </Form.Item>
        </div>
        <div className={styles.actions}>
          <Button type="primary" htmlType="submit" loading={busy} disabled={!complete} aria-describedby={complete ? undefined : hintId}>
            {t(editing ? "address.update" : "address.add")}
          </Button>
          {editing && (
            <Button
              onClick={() => {
                form.resetFields();
                onCancelEdit?.();
              }}
            >
              {t("address.cancelEdit")}
            </Button>
          )}
        </div>
        {!complete && (
          <p id={hintId} className={styles.hint}>
            {t("address.fillAll")}
          </p>
        )}
      </Form>
    </section>
  );
}
