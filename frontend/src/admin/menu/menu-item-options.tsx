import DeleteOutlined from "@ant-design/icons/DeleteOutlined";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useMutation } from "@apollo/client/react";
import { Button, Checkbox, Form, Input, InputNumber, Space } from "antd";
import type { FormRule } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../common/error-text";
import { toast } from "../../common/toast/toast";
import { useServerFieldErrors } from "../../common/use-server-field-errors";
import { graphql } from "../../gql";
import formStyles from "../common/admin-form.module.css";
import {
  choiceCountProblem,
  newExtrasGroup,
  newOption,
  newPortionGroup,
  OPTION_LIMITS as L,
  optionGroupsToValues,
  toOptionGroupInputs,
  type OptionGroupFormValues,
} from "./menu-item-options-values";
import styles from "./restaurant-menu-page.module.css";

/**
 * Saves the groups; the answer's groups replace the item's in the cache (MenuItem:id), which the
 * item sheet reads (its fragment selects `optionGroups` itself: a fragment of this section's own
 * would take the menu's query past the API's depth limit, backend src/graphql/limits.ts).
 */
const SetMenuItemOptionsDocument = graphql(`
  mutation AdminCatalogueSetMenuItemOptions($menuItemId: ID!, $groups: [MenuOptionGroupInput!]!) {
    setMenuItemOptions(menuItemId: $menuItemId, groups: $groups) {
      id
      optionGroups {
        ...MenuOptionGroupFields @unmask
      }
    }
  }
`);

interface OptionsForm {
  groups: OptionGroupFormValues[];
}

const OPTION_FIELDS = ["name", "minChoices", "maxChoices", "extraPrice"] as const;

/**
 * The menu item sheet's "Options" section: the item's choices (a portion such as Half / Full,
 * extras such as raita), each group with its name and how many may or must be chosen, each option
 * with its name, its extra price and whether it is available. Saved apart from the item's fields
 * with setMenuItemOptions, which keeps what is sent back by id and removes what is left out.
 */
export function MenuItemOptions({ itemId, groups: savedGroups }: { itemId: string; groups: Parameters<typeof optionGroupsToValues>[0] }) {
  const { t } = useTranslation();
  const { t: o } = useTranslation("translation", { keyPrefix: "adminMenuOptions" });
  const errorText = useErrorText();
  const showFieldErrors = useServerFieldErrors();
  const [form] = Form.useForm<OptionsForm>();
  const [save, saving] = useMutation(SetMenuItemOptionsDocument);

  // Filled per item and again when the saved groups change (a save's answer, with the ids the
  // server gave); compared by content, so a re-render never drops what is being typed.
  const saved = JSON.stringify(savedGroups);
  useEffect(() => {
    form.setFieldsValue({ groups: optionGroupsToValues(JSON.parse(saved) as typeof savedGroups) });
  }, [itemId, saved, form]);

  const onFinish = async ({ groups }: OptionsForm) => {
    try {
      await save({ variables: { menuItemId: itemId, groups: toOptionGroupInputs(groups ?? []) } });
      toast.success(o("saved"));
    } catch (error) {
      toast.error(errorText(error, t("adminCatalogue.common.saveFailed")));
      showFieldErrors(form, error, OPTION_FIELDS);
    }
  };

  const required = (label: string): FormRule => ({ required: true, whitespace: true, message: o("required", { field: label }) });
  const countsRule =
    (groupIndex: number): FormRule =>
    ({ getFieldValue }) => ({
      validator: () => {
        const problem = choiceCountProblem(getFieldValue(["groups", groupIndex]) as OptionGroupFormValues);
        return problem ? Promise.reject(new Error(o(problem))) : Promise.resolve();
      },
    });

  return (
    <section className={styles.optionsSection} aria-labelledby="admin-menu-item-options">
      <h3 id="admin-menu-item-options" className={formStyles.legend}>
        {o("title")}
      </h3>
      <p className={formStyles.note}>{o("intro")}</p>
      <Form<OptionsForm> form={form} name="admin-menu-item-options" layout="vertical" onFinish={onFinish} scrollToFirstError>
        <Form.List name="groups">
          {(groups, { add, remove }) => (
            <>
              {groups.map((group, groupIndex) => (
                <fieldset key={group.key} className={styles.optionGroup}>
                  <legend className="sr-only">{o("groupNumber", { number: groupIndex + 1 })}</legend>
                  <Form.Item name={[group.name, "id"]} hidden>
                    <Input />
                  </Form.Item>
                  <Form.Item
                    label={o("groupName")}
                    name={[group.name, "name"]}
                    rules={[required(o("groupName")), { max: L.nameMax, message: o("nameRule") }]}
                  >
                    <Input maxLength={L.nameMax} placeholder={o("groupNamePlaceholder")} autoComplete="off" />
                  </Form.Item>
                  <Space wrap>
                    <Form.Item
                      label={o("minChoices")}
                      name={[group.name, "minChoices"]}
                      rules={[{ required: true, message: o("required", { field: o("minChoices") }) }]}
                    >
                      <InputNumber min={0} max={L.optionsMax} precision={0} inputMode="numeric" />
                    </Form.Item>
                    <Form.Item
                      label={o("maxChoices")}
                      name={[group.name, "maxChoices"]}
                      dependencies={[
                        ["groups", group.name, "minChoices"],
                        ["groups", group.name, "options"],
                      ]}
                      rules={[{ required: true, message: o("required", { field: o("maxChoices") }) }, countsRule(group.name)]}
                    >
                      <InputNumber min={1} max={L.optionsMax} precision={0} inputMode="numeric" />
                    </Form.Item>
                  </Space>
                  <Form.List name={[group.name, "options"]}>
                    {(options, optionMoves) => (
                      <ul className={styles.optionRows} aria-label={o("optionsOf", { number: groupIndex + 1 })}>
                        {options.map((option, optionIndex) => (
                          <li key={option.key} className={styles.optionRow}>
                            <Form.Item name={[option.name, "id"]} hidden>
                              <Input />
                            </Form.Item>
                            <Form.Item
                              label={o("optionName", { number: optionIndex + 1 })}
                              name={[option.name, "name"]}
                              rules={[required(o("optionNameField")), { max: L.nameMax, message: o("nameRule") }]}
                            >
                              <Input maxLength={L.nameMax} placeholder={o("optionNamePlaceholder")} autoComplete="off" />
                            </Form.Item>
                            <Form.Item
                              label={o("extraPrice")}
                              name={[option.name, "extraPrice"]}
                              rules={[{ type: "number", min: 0, max: L.extraPriceMax, message: o("extraPriceRule") }]}
                            >
                              <InputNumber
                                className={formStyles.number}
                                min={0}
                                max={L.extraPriceMax}
                                precision={2}
                                prefix="₹"
                                inputMode="decimal"
                              />
                            </Form.Item>
                            <Form.Item name={[option.name, "isAvailable"]} valuePropName="checked">
                              <Checkbox>{o("available")}</Checkbox>
                            </Form.Item>
                            <Button
                              type="text"
                              danger
                              icon={<DeleteOutlined aria-hidden />}
                              aria-label={o("removeOption", { number: optionIndex + 1 })}
                              onClick={() => optionMoves.remove(option.name)}
                            />
                          </li>
                        ))}
                        <li>
                          <Button
                            icon={<PlusOutlined aria-hidden />}
                            disabled={options.length >= L.optionsMax}
                            onClick={() => optionMoves.add(newOption())}
                          >
                            {o("addOption")}
                          </Button>
                        </li>
                      </ul>
                    )}
                  </Form.List>
                  <Button danger onClick={() => remove(group.name)}>
                    {o("removeGroup", { number: groupIndex + 1 })}
                  </Button>
                </fieldset>
              ))}
              <Space wrap className={styles.optionAdds}>
                <Button icon={<PlusOutlined aria-hidden />} disabled={groups.length >= L.groupsMax} onClick={() => add(newPortionGroup())}>
                  {o("addPortion")}
                </Button>
                <Button icon={<PlusOutlined aria-hidden />} disabled={groups.length >= L.groupsMax} onClick={() => add(newExtrasGroup())}>
                  {o("addExtras")}
                </Button>
              </Space>
            </>
          )}
        </Form.List>
        <Button type="primary" htmlType="submit" loading={saving.loading}>
          {o("save")}
        </Button>
      </Form>
    </section>
  );
}
