import { useMutation } from "@apollo/client/react";
import { Checkbox, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { useErrorText, type OwnFieldTexts } from "../../common/error-text";
import { toast } from "../../common/toast/toast";
import { useServerFieldErrors } from "../../common/use-server-field-errors";
import { FormDialog } from "../common/form-dialog";
import { RestaurantPicker } from "../common/restaurant-picker";
import {
  emptyWebhookValues,
  isWebUrl,
  valuesToInput,
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX,
  type WebhookFormValues,
} from "./webhook-form-values";
import { AdminCreateWebhookDocument } from "./webhooks-documents";
import list from "../common/list-page.module.css";

/** The webhook just added with its signing secret: held by the page only until the secret dialog closes. */
export interface NewWebhook {
  url: string;
  signingSecret: string;
}

const FIELDS = Object.keys(emptyWebhookValues());
const FORM_ID = "admin-create-webhook";
/** The shared `apiErrors.fields.url` speaks of a broadcast's link: a refused webhook URL has its own text. */
const OWN_FIELD_TEXTS: OwnFieldTexts = { url: "adminWebhooks.urlRefused" };

/**
 * 'Add webhook': the URL (public https), the events (each with when it is sent) and, optionally,
 * the restaurants whose events it gets. A refused save keeps everything typed and puts the
 * server's reasons on the fields.
 */
export default function CreateWebhookDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (webhook: NewWebhook) => void }) {
  const { t } = useTranslation();
  const { t: f } = useTranslation("translation", { keyPrefix: "adminWebhooks.form" });
  const errorText = useErrorText();
  const showFieldErrors = useServerFieldErrors();
  const [form] = Form.useForm<WebhookFormValues>();
  // No cache: the secret must not outlive the dialog that shows it (webhooks-documents.ts).
  const [create, { loading }] = useMutation(AdminCreateWebhookDocument, { fetchPolicy: "no-cache" });

  const onFinish = async (values: WebhookFormValues) => {
    try {
      const { data } = await create({ variables: { input: valuesToInput(values) } });
      if (!data) throw new Error("createWebhook answered no data");
      // No toast: the secret's dialog, opening now, is what says the webhook was added.
      onCreated({ url: data.createWebhook.webhook.url, signingSecret: data.createWebhook.signingSecret });
    } catch (error) {
      toast.error(errorText(error, f("failed"), OWN_FIELD_TEXTS));
      showFieldErrors(form, error, FIELDS, OWN_FIELD_TEXTS);
    }
  };

  return (
    <FormDialog<WebhookFormValues>
      formId={FORM_ID}
      title={f("title")}
      cancelText={f("cancel")}
      submitText={f("submit")}
      form={form}
      initialValues={emptyWebhookValues()}
      loading={loading}
      onClose={onClose}
      onFinish={onFinish}
    >
      <Form.Item
        label={f("url")}
        name="url"
        extra={f("urlHint")}
        rules={[
          { required: true, whitespace: true, message: f("urlRule") },
          {
            validator: (_, url: string | undefined) =>
              !url?.trim() || isWebUrl(url) ? Promise.resolve() : Promise.reject(new Error(f("urlRule"))),
          },
        ]}
      >
        <Input inputMode="url" maxLength={WEBHOOK_URL_MAX} autoComplete="off" spellCheck={false} placeholder={f("urlPlaceholder")} />
      </Form.Item>
      <Form.Item label={f("events")} name="events" rules={[{ required: true, type: "array", min: 1, message: f("eventsRule") }]}>
        <Checkbox.Group className={list.choices}>
          {WEBHOOK_EVENTS.map((event) => (
            <Checkbox key={event} value={event} className={list.choice}>
              <span className={list.code}>{event}</span>
              <span className={list.choiceHelp}>{t(`adminWebhooks.eventHelp.${event}`)}</span>
            </Checkbox>
          ))}
        </Checkbox.Group>
      </Form.Item>
      <Form.Item label={f("restaurants")} name="restaurantIds" extra={f("restaurantsHint")}>
        <RestaurantPicker placeholder={f("restaurantsPlaceholder")} notFound={f("noRestaurantFound")} />
      </Form.Item>
    </FormDialog>
  );
}
