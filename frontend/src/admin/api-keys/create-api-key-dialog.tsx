import { useMutation } from "@apollo/client/react";
import { Checkbox, Form, Input, InputNumber } from "antd";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../common/error-text";
import { toast } from "../../common/toast/toast";
import { useServerFieldErrors } from "../../common/use-server-field-errors";
import formStyles from "../common/admin-form.module.css";
import { FormDialog } from "../common/form-dialog";
import { RestaurantPicker } from "../common/restaurant-picker";
import {
  API_KEY_LIMITS as L,
  API_SCOPES,
  emptyApiKeyValues,
  scopesNeedRestaurants,
  valuesToInput,
  type ApiKeyFormValues,
} from "./api-key-form-values";
import { AdminCreateApiKeyDocument } from "./api-keys-documents";
import list from "../common/list-page.module.css";

/** The key just created with its secret: held by the page only until the secret dialog closes. */
export interface NewApiKey {
  name: string;
  secret: string;
}

const FIELDS = Object.keys(emptyApiKeyValues());
const FORM_ID = "admin-create-api-key";

/**
 * 'Create API key': a name, the scopes (each with what it lets a key do), the restaurants
 * (required unless the key only reads the catalogue) and its requests per minute. A refused
 * save keeps everything typed and puts the server's reasons on the fields.
 */
export default function CreateApiKeyDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (key: NewApiKey) => void }) {
  const { t } = useTranslation();
  const { t: f } = useTranslation("translation", { keyPrefix: "adminApiKeys.form" });
  const errorText = useErrorText();
  const showFieldErrors = useServerFieldErrors();
  const [form] = Form.useForm<ApiKeyFormValues>();
  // No cache: the secret must not outlive the dialog that shows it (api-keys-documents.ts).
  const [create, { loading }] = useMutation(AdminCreateApiKeyDocument, { fetchPolicy: "no-cache" });
  const scopes = Form.useWatch("scopes", form) ?? [];
  const restaurantsRequired = scopesNeedRestaurants(scopes);

  const onFinish = async (values: ApiKeyFormValues) => {
    try {
      const { data } = await create({ variables: { input: valuesToInput(values) } });
      if (!data) throw new Error("createApiKey answered no data");
      // No toast: the secret's dialog, opening now, is what says the key was created.
      onCreated({ name: data.createApiKey.apiKey.name, secret: data.createApiKey.secret });
    } catch (error) {
      toast.error(errorText(error, f("failed")));
      showFieldErrors(form, error, FIELDS);
    }
  };

  return (
    <FormDialog<ApiKeyFormValues>
      formId={FORM_ID}
      title={f("title")}
      cancelText={f("cancel")}
      submitText={f("submit")}
      form={form}
      initialValues={emptyApiKeyValues()}
      loading={loading}
      onClose={onClose}
      onFinish={onFinish}
    >
      <Form.Item
        label={f("name")}
        name="name"
        extra={f("nameHint")}
        rules={[{ required: true, whitespace: true, max: L.nameMax, message: f("nameRule") }]}
      >
        <Input maxLength={L.nameMax} autoComplete="off" />
      </Form.Item>
      <Form.Item label={f("scopes")} name="scopes" rules={[{ required: true, type: "array", min: 1, message: f("scopesRule") }]}>
        <Checkbox.Group className={list.choices}>
          {API_SCOPES.map((scope) => (
            <Checkbox key={scope} value={scope} className={list.choice}>
              <span className={list.code}>{scope}</span>
              <span className={list.choiceHelp}>{t(`adminApiKeys.scopeHelp.${scope}`)}</span>
            </Checkbox>
          ))}
        </Checkbox.Group>
      </Form.Item>
      <Form.Item
        label={f("restaurants")}
        name="restaurantIds"
        extra={f("restaurantsHint")}
        required={restaurantsRequired}
        dependencies={["scopes"]}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, chosen: ApiKeyFormValues["restaurantIds"] | undefined) =>
              scopesNeedRestaurants(getFieldValue("scopes") ?? []) && (chosen ?? []).length === 0
                ? Promise.reject(new Error(f("restaurantsRule")))
                : Promise.resolve(),
          }),
        ]}
      >
        <RestaurantPicker placeholder={f("restaurantsPlaceholder")} notFound={f("noRestaurantFound")} />
      </Form.Item>
      <Form.Item
        label={f("requestsPerMinute")}
        name="requestsPerMinute"
        extra={f("requestsPerMinuteHint")}
        rules={[{ type: "integer", min: L.requestsPerMinuteMin, max: L.requestsPerMinuteMax, message: f("requestsPerMinuteRule") }]}
      >
        <InputNumber min={L.requestsPerMinuteMin} max={L.requestsPerMinuteMax} step={60} precision={0} className={formStyles.number} />
      </Form.Item>
    </FormDialog>
  );
}
