import type { FragmentType } from "@apollo/client";
import { useFragment, useMutation, useQuery } from "@apollo/client/react";
import { Button, Col, Drawer, Form, Grid, Input, InputNumber, Radio, Row, Select, Space } from "antd";
import type { FormRule } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../common/error-text";
import { toast } from "../../common/toast/toast";
import { useServerFieldErrors } from "../../common/use-server-field-errors";
import { graphql } from "../../gql";
import type { adminCatalogue } from "../../i18n/en/admin-catalogue";
import formStyles from "../common/admin-form.module.css";
import { ImageUploadField } from "../common/image-upload-field";
import { MenuItemHoursFields } from "./menu-item-hours-fields";
import { MenuItemOptions } from "./menu-item-options";
import { AdminMenuCategoriesDocument, CreateMenuItemDocument, UpdateMenuItemDocument } from "./menu-documents";
import {
  emptyMenuItemValues,
  isMenuItemComplete,
  MENU_ITEM_FIELDS,
  MENU_ITEM_LIMITS as L,
  menuItemToValues,
  offerAboveOriginal,
  toMenuItemInput,
  toMenuItemUpdate,
  type MenuItemFormValues,
} from "./menu-item-form-values";

/** Every field the sheet edits, as the item has it now. */
export const MenuItemSheetFragment = graphql(`
  fragment MenuItemSheet_MenuItem on MenuItem {
    id
    image
    name
    description
    originalPrice
    offerPrice
    isVeg
    category
    ingredients
    preparationTime
    rating
    isAvailable
    availableFrom
    availableUntil
    optionGroups {
      ...MenuOptionGroupFields @unmask
    }
  }
`);

/** An item to edit, as the menu page's query holds it. */
export type MenuItemEdit = FragmentType<typeof MenuItemSheetFragment>;

type FormKey = keyof typeof adminCatalogue.menuForm;

const INCOMPLETE_HINT_ID = "admin-menu-item-incomplete";

export interface MenuItemSheetProps {
  restaurantId: string;
  open: boolean;
  /** The item being edited (Edit mode), or null (Add mode). */
  editing: MenuItemEdit | null;
  onClose: () => void;
  /** After a successful save: a new item is a new card, an edited one is updated in the cache. */
  onSaved: (change: "created" | "updated") => void;
}

/**
 * The menu sheet of docs/architecture.md#screens, #behaviour: 'Add Item' or 'Edit Item', image upload by drag and drop or click
 * (starting at once, disabled in edit mode), submit 'Add' (disabled until every field is filled)
 * or 'Update'. On success: list reloaded, form reset, sheet closed. On failure everything typed stays.
 * Below the form, an item being edited has its Options (choices such as Half / Full), saved on their own.
 */
export default function MenuItemSheet({ restaurantId, open, editing, onClose, onSaved }: MenuItemSheetProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const showFieldErrors = useServerFieldErrors();
  const { t: f } = useTranslation("translation", { keyPrefix: "adminCatalogue.menuForm" });
  const screens = Grid.useBreakpoint();
  const [form] = Form.useForm<MenuItemFormValues>();
  const values = Form.useWatch([], form) as Partial<MenuItemFormValues> | undefined;
  const [uploading, setUploading] = useState(false);
  const categories = useQuery(AdminMenuCategoriesDocument, { skip: !open });
  const [create, creating] = useMutation(CreateMenuItemDocument);
  const [update, updating] = useMutation(UpdateMenuItemDocument);
  const saving = creating.loading || updating.loading;
  const adding = editing === null;
  const complete = isMenuItemComplete(values);
  const item = useFragment({ fragment: MenuItemSheetFragment, fragmentName: "MenuItemSheet_MenuItem", from: editing });
  const edited = editing && item.complete ? item.data : null;
  const ready = editing === null || edited !== null;

  // Each opening starts from the item chosen (or an empty form). Only an opening does: a later
  // change of the cached item must not overwrite what is being typed.
  useEffect(() => {
    if (!open || !ready) return;
    form.resetFields();
    form.setFieldsValue(edited ? menuItemToValues(edited) : emptyMenuItemValues());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `edited` left out on purpose (above)
  }, [open, editing, ready, form]);

  const onFinish = async (submitted: MenuItemFormValues) => {
    try {
      let change: "created" | "updated";
      if (editing) {
        if (!edited) throw new Error("the item being edited is not in the cache");
        await update({ variables: { restaurantId, id: edited.id, input: toMenuItemUpdate(submitted) } });
        toast.success(t("adminCatalogue.menu.updated"));
        change = "updated";
      } else {
        await create({ variables: { restaurantId, input: toMenuItemInput(submitted) } });
        toast.success(t("adminCatalogue.menu.added"));
        change = "created";
      }
      form.resetFields();
      onSaved(change);
    } catch (error) {
      toast.error(errorText(error, t("adminCatalogue.common.saveFailed")));
      showFieldErrors(form, error, MENU_ITEM_FIELDS);
    }
  };

  const requiredMessage = (field: FormKey) => t("adminCatalogue.common.required", { field: f(field) });
  // Add mode needs every field (docs/architecture.md#forms); an edit may clear the texts the server treats as optional.
  const required = (field: FormKey, always = false): FormRule[] =>
    adding || always ? [{ required: true, whitespace: true, message: requiredMessage(field) }] : [];
  const price = (field: "originalPrice" | "offerPrice"): FormRule[] => [
    { required: true, message: requiredMessage(field) },
    { type: "number", min: L.priceMin, max: L.priceMax, message: f(`${field}Rule`) },
  ];
  const offerRule: FormRule = ({ getFieldValue }) => ({
    validator: (_rule, offerPrice: number | null | undefined) =>
      offerAboveOriginal({ originalPrice: getFieldValue("originalPrice") ?? null, offerPrice: offerPrice ?? null })
        ? Promise.reject(new Error(f("offerAboveOriginal")))
        : Promise.resolve(),
  });
  const half = { xs: 24, sm: 12 };
  const submitDisabled = uploading || (adding && !complete);

  return (
    <Drawer
      title={adding ? f("addTitle") : f("editTitle")}
      open={open}
      onClose={onClose}
      size={screens.md ? 560 : "100%"}
      destroyOnHidden
      footer={
        <div>
          <Space className={formStyles.footer}>
            <Button onClick={onClose}>{t("adminCatalogue.common.cancel")}</Button>
            <Button
              type="primary"
              onClick={() => form.submit()}
              loading={saving}
              disabled={submitDisabled}
              aria-describedby={adding && !complete ? INCOMPLETE_HINT_ID : undefined}
            >
              {adding ? f("add") : f("update")}
            </Button>
          </Space>
          {adding && !complete && (
            <p id={INCOMPLETE_HINT_ID} className={formStyles.hint}>
              {f("incomplete")}
            </p>
          )}
        </div>
      }
    >
      <Form<MenuItemFormValues> form={form} name="admin-menu-item" layout="vertical" onFinish={onFinish} scrollToFirstError>
        <Form.Item label={f("image")} name="image" rules={required("image")}>
          <ImageUploadField
            purpose="MENU_ITEM"
            label={f("image")}
            alt={f("imageAlt")}
            disabled={!adding}
            onUploadingChange={setUploading}
          />
        </Form.Item>
        <Form.Item
          label={f("name")}
          name="name"
          rules={[...required("name", true), { min: L.nameMin, max: L.nameMax, message: f("nameRule") }]}
        >
          <Input maxLength={L.nameMax} autoComplete="off" />
        </Form.Item>
        <Form.Item
          label={f("description")}
          name="description"
          rules={[...required("description"), { max: L.descriptionMax, message: f("descriptionRule") }]}
        >
          <Input.TextArea rows={3} maxLength={L.descriptionMax} />
        </Form.Item>
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item label={f("originalPrice")} name="originalPrice" rules={price("originalPrice")}>
              <InputNumber className={formStyles.number} min={0} precision={2} inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              label={f("offerPrice")}
              name="offerPrice"
              dependencies={["originalPrice"]}
              rules={[...price("offerPrice"), offerRule]}
            >
              <InputNumber className={formStyles.number} min={0} precision={2} inputMode="decimal" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={f("isVeg")} name="isVeg" rules={[{ required: true, message: requiredMessage("isVeg") }]}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={[
              { value: true, label: f("veg") },
              { value: false, label: f("nonVeg") },
            ]}
          />
        </Form.Item>
        <Form.Item label={f("category")} name="category" rules={[{ required: true, message: requiredMessage("category") }]}>
          <Select
            placeholder={f("categoryPlaceholder")}
            loading={categories.loading}
            options={(categories.data?.menuCategories ?? []).map((c) => ({ value: c.id, label: c.label }))}
          />
        </Form.Item>
        <Form.Item
          label={f("ingredients")}
          name="ingredients"
          rules={[...required("ingredients"), { max: L.ingredientsMax, message: f("ingredientsRule") }]}
        >
          <Input.TextArea rows={2} maxLength={L.ingredientsMax} />
        </Form.Item>
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item
              label={f("preparationTime")}
              name="preparationTime"
              rules={[...required("preparationTime"), { max: L.preparationTimeMax, message: f("preparationTimeRule") }]}
            >
              <Input maxLength={L.preparationTimeMax} placeholder={f("preparationTimePlaceholder")} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              label={f("rating")}
              name="rating"
              rules={[
                { required: true, message: requiredMessage("rating") },
                { type: "number", min: L.ratingMin, max: L.ratingMax, message: f("ratingRule") },
              ]}
            >
              <InputNumber className={formStyles.number} min={0} max={5} step={0.1} precision={1} inputMode="decimal" />
            </Form.Item>
          </Col>
        </Row>
        <MenuItemHoursFields />
        <Form.Item label={f("isAvailable")} name="isAvailable" rules={[{ required: true, message: requiredMessage("isAvailable") }]}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={[
              { value: true, label: f("available") },
              { value: false, label: f("notAvailable") },
            ]}
          />
        </Form.Item>
      </Form>
      {edited ? (
        <MenuItemOptions itemId={edited.id} groups={edited.optionGroups} />
      ) : (
        <p className={formStyles.note}>{t("adminMenuOptions.afterAdd")}</p>
      )}
    </Drawer>
  );
}
