import type { FragmentType } from "@apollo/client";
import { useFragment, useMutation, useQuery } from "@apollo/client/react";
import { Button, Col, Drawer, Form, Grid, Input, InputNumber, Row, Select, Space, Switch } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { adminCatalogue } from "../../i18n/en/admin-catalogue";
import { normalisePhone, PHONE_PATTERN } from "../../common/phone-number";
import { useErrorText } from "../../common/error-text";
import { toast } from "../../common/toast/toast";
import { useServerFieldErrors } from "../../common/use-server-field-errors";
import { graphql } from "../../gql";
import { ImageUploadField } from "../common/image-upload-field";
import formStyles from "../common/admin-form.module.css";
import { CommissionField } from "./commission-field";
import { LocationFields } from "./location-fields";
import type { OpeningPeriodInput } from "../../gql/graphql";
import { OpeningHoursGrid } from "./opening-hours-grid";
import {
  AdminRestaurantCategoriesDocument,
  CreateRestaurantDocument,
  SetOpeningHoursDocument,
  UpdateRestaurantDocument,
} from "./restaurant-documents";
import {
  emptyRestaurantValues,
  RESTAURANT_LIMITS as L,
  restaurantToValues,
  samePeriods,
  TIME_PATTERN,
  valuesToInput,
  valuesToUpdateInput,
  type RestaurantFormValues,
} from "./restaurant-form-values";

/** Every field the sheet edits, as the restaurant has it now. */
export const RestaurantFormDrawerFragment = graphql(`
  fragment RestaurantFormDrawer_Restaurant on Restaurant {
    id
    image
    name
    description
    email
    phone
    address
    category
    openingHours {
      day
      opens
      closes
    }
    priceForTwo
    minimumOrder
    deliveryTime
    # The admin edits the starting rating; \`rating\` is the customers' weighted one (docs/architecture.md#ratings-and-reviews).
    rating: startingRating
    discount
    isOpen
    latitude
    longitude
    deliveryRadiusKm
    ...RestaurantCommissionField_Restaurant
  }
`);

/** A restaurant to edit, as the table's query holds it. */
export type RestaurantEdit = FragmentType<typeof RestaurantFormDrawerFragment>;

type FormKey = keyof typeof adminCatalogue.restaurantForm;

const FIELDS: (keyof RestaurantFormValues)[] = Object.keys(emptyRestaurantValues()) as (keyof RestaurantFormValues)[];

export interface RestaurantFormDrawerProps {
  open: boolean;
  /** The restaurant being edited, or null to add one. */
  editing: RestaurantEdit | null;
  onClose: () => void;
  onSaved: (change: "created" | "updated") => void;
}

/**
 * Add or edit a restaurant in a side sheet. A failed save keeps the sheet open with everything
 * typed, says why in a toast and puts the refused fields' texts on the fields (common/error-text.ts).
 */
export default function RestaurantFormDrawer({ open, editing, onClose, onSaved }: RestaurantFormDrawerProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const showFieldErrors = useServerFieldErrors();
  const { t: f } = useTranslation("translation", { keyPrefix: "adminCatalogue.restaurantForm" });
  const screens = Grid.useBreakpoint();
  const [form] = Form.useForm<RestaurantFormValues>();
  const [uploading, setUploading] = useState(false);
  const categories = useQuery(AdminRestaurantCategoriesDocument, { skip: !open });
  const [create, creating] = useMutation(CreateRestaurantDocument);
  const [update, updating] = useMutation(UpdateRestaurantDocument);
  const [setOpeningHours, settingHours] = useMutation(SetOpeningHoursDocument);
  const saving = creating.loading || updating.loading || settingHours.loading;
  const restaurant = useFragment({
    fragment: RestaurantFormDrawerFragment,
    fragmentName: "RestaurantFormDrawer_Restaurant",
    from: editing,
  });
  const edited = editing && restaurant.complete ? restaurant.data : null;
  const ready = editing === null || edited !== null;

  // Each opening starts from the restaurant chosen (or a blank one). Only an opening does: a later
  // change of the cached restaurant must not overwrite what is being typed.
  useEffect(() => {
    if (!open || !ready) return;
    form.resetFields();
    form.setFieldsValue(edited ? restaurantToValues(edited) : emptyRestaurantValues());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `edited` left out on purpose (above)
  }, [open, editing, ready, form]);

  // The week's hours go with setOpeningHours once the restaurant is saved: a new one needs its id.
  const saveHours = (restaurantId: string, values: RestaurantFormValues) =>
    setOpeningHours({
      variables: { restaurantId, periods: values.openingHours.map(({ day, opens, closes }) => ({ day, opens, closes })) },
    });

  const onFinish = async (values: RestaurantFormValues) => {
    try {
      if (editing) {
        if (!edited) throw new Error("the restaurant being edited is not in the cache");
        await update({ variables: { id: edited.id, input: valuesToUpdateInput(values) } });
        // An edit of the other fields leaves the hours alone: one write, one answer for the table.
        if (!samePeriods(values.openingHours, restaurantToValues(edited).openingHours)) await saveHours(edited.id, values);
        toast.success(t("adminCatalogue.restaurants.updated"));
        onSaved("updated");
      } else {
        const created = await create({ variables: { input: valuesToInput(values) } });
        const restaurantId = created.data?.createRestaurant.id;
        if (!restaurantId) throw new Error("createRestaurant answered without the restaurant");
        try {
          await saveHours(restaurantId, values);
        } catch {
          // The restaurant exists now: saving again would add a second one. Its row opens the hours.
          toast.error(t("adminCatalogue.openingHoursGrid.hoursNotSaved"));
          onSaved("created");
          return;
        }
        toast.success(t("adminCatalogue.restaurants.created"));
        onSaved("created");
      }
    } catch (error) {
      toast.error(errorText(error, t("adminCatalogue.common.saveFailed")));
      showFieldErrors(form, error, FIELDS);
    }
  };

  const required = (field: FormKey) => ({ required: true, message: t("adminCatalogue.common.required", { field: f(field) }) });
  const half = { xs: 24, sm: 12 };

  return (
    <Drawer
      title={editing ? f("editTitle") : f("addTitle")}
      open={open}
      onClose={onClose}
      size={screens.md ? 640 : "100%"}
      destroyOnHidden
      footer={
        <Space className={formStyles.footer}>
          <Button onClick={onClose}>{t("adminCatalogue.common.cancel")}</Button>
          <Button type="primary" onClick={() => form.submit()} loading={saving} disabled={uploading}>
            {editing ? f("update") : f("save")}
          </Button>
        </Space>
      }
    >
      <Form<RestaurantFormValues> form={form} name="admin-restaurant" layout="vertical" requiredMark onFinish={onFinish} scrollToFirstError>
        <Form.Item label={f("image")} name="image">
          <ImageUploadField purpose="RESTAURANT" label={f("image")} alt={f("imageAlt")} removable onUploadingChange={setUploading} />
        </Form.Item>
        <Form.Item
          label={f("name")}
          name="name"
          rules={[required("name"), { min: L.nameMin, max: L.nameMax, whitespace: true, message: f("nameRule") }]}
        >
          <Input maxLength={L.nameMax} autoComplete="off" />
        </Form.Item>
        <Form.Item label={f("description")} name="description" rules={[{ max: L.descriptionMax, message: f("descriptionRule") }]}>
          <Input.TextArea rows={3} maxLength={L.descriptionMax} showCount />
        </Form.Item>
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item label={f("email")} name="email" rules={[{ type: "email", max: L.emailMax, message: f("emailRule") }]}>
              <Input type="email" inputMode="email" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              label={f("phone")}
              name="phone"
              extra={f("phoneHint")}
              normalize={(value: string) => normalisePhone(value)}
              // Not required: a blank box is sent as "" (no phone); antd skips the pattern for it.
              rules={[{ pattern: PHONE_PATTERN, message: f("phoneRule") }]}
            >
              <Input type="tel" inputMode="numeric" maxLength={16} title={f("phoneRule")} autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          label={f("address")}
          name="address"
          rules={[
            required("address"),
            { whitespace: true, message: t("adminCatalogue.common.required", { field: f("address") }) },
            { max: L.addressMax, message: f("addressRule") },
          ]}
        >
          <Input.TextArea rows={2} maxLength={L.addressMax} />
        </Form.Item>
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item label={f("category")} name="category" rules={[required("category")]}>
              <Select
                loading={categories.loading}
                options={(categories.data?.restaurantCategories ?? []).map((c) => ({ value: c.id, label: c.label }))}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label={f("isOpen")} name="isOpen" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              label={f("priceForTwo")}
              name="priceForTwo"
              rules={[required("priceForTwo"), { type: "number", min: L.priceMin, max: L.priceMax, message: f("priceRule") }]}
            >
              <InputNumber className={formStyles.number} min={0} step={50} precision={2} inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              label={f("minimumOrder")}
              name="minimumOrder"
              extra={f("minimumOrderHint")}
              rules={[{ type: "number", min: 0, max: L.minimumOrderMax, message: f("minimumOrderRule") }]}
            >
              <InputNumber className={formStyles.number} min={0} step={50} precision={2} inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              label={f("deliveryTime")}
              name="deliveryTime"
              rules={[
                required("deliveryTime"),
                { type: "integer", min: L.deliveryTimeMin, max: L.deliveryTimeMax, message: f("deliveryTimeRule") },
              ]}
            >
              <InputNumber className={formStyles.number} min={0} step={5} precision={0} inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              label={f("rating")}
              name="rating"
              rules={[{ type: "number", min: L.ratingMin, max: L.ratingMax, message: f("ratingRule") }]}
            >
              <InputNumber className={formStyles.number} min={0} max={5} step={0.1} precision={1} inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              label={f("discount")}
              name="discount"
              rules={[{ type: "integer", min: L.discountMin, max: L.discountMax, message: f("discountRule") }]}
            >
              <InputNumber className={formStyles.number} min={0} step={5} precision={0} inputMode="numeric" />
            </Form.Item>
          </Col>
        </Row>
        {edited && <CommissionField restaurantId={edited.id} />}
        <Form.Item
          label={f("openingHours")}
          name="openingHours"
          extra={t("adminCatalogue.openingHoursGrid.hint")}
          rules={[
            {
              validator: (_rule, periods: OpeningPeriodInput[] | undefined) =>
                (periods ?? []).every((period) => TIME_PATTERN.test(period.opens) && TIME_PATTERN.test(period.closes))
                  ? Promise.resolve()
                  : Promise.reject(new Error(f("timeRule"))),
            },
          ]}
        >
          <OpeningHoursGrid />
        </Form.Item>
        <LocationFields form={form} open={open} />
      </Form>
    </Drawer>
  );
}
